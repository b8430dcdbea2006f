/**
 * What each demo video shows and says, scene by scene, by its folder under
 * content/training/videos. The words are the video's captions in both languages; the transcripts
 * of the video pages in the manifests say the same.
 */
import type { Scene } from './scene';

export interface StoryScene {
  scene: Scene;
  /** What the narrator says while the scene shows, in each language of the demo. */
  say: { en: string; es: string };
}

const rate = (value: string, focus = false) => ({ icon: 'rate', value, unit: 'mL/h', focus }) as const;
const volume = (value: string, focus = false) => ({ icon: 'volume', value, unit: 'mL', focus }) as const;

export const storyboards: Record<string, StoryScene[]> = {
  'ivenix/program-hold-workflow': [
    {
      scene: { kind: 'pump', state: 'running', fields: [rate('125'), volume('860')] },
      say: { en: 'The primary infusion runs on channel A.', es: 'La infusión primaria se administra por el canal A.' },
    },
    {
      scene: { kind: 'pump', state: 'running', fields: [rate('125'), volume('860')], press: 'hold' },
      say: { en: 'To pause it, select Hold.', es: 'Para pausarla, seleccione Pausa.' },
    },
    {
      scene: { kind: 'pump', state: 'hold', fields: [{ icon: 'time', value: '2', unit: 'min' }, rate('125')] },
      say: {
        en: 'The screen shows how long the infusion has been on hold.',
        es: 'La pantalla muestra cuánto tiempo lleva la infusión en pausa.',
      },
    },
    {
      scene: {
        kind: 'pump',
        state: 'hold',
        fields: [{ icon: 'time', value: '3', unit: 'min' }, rate('125')],
        press: 'start',
      },
      say: { en: 'Select Start to resume at the same rate.', es: 'Seleccione Iniciar para reanudarla al mismo ritmo.' },
    },
  ],
  'ivenix/program-primary-and-bolus': [
    {
      scene: { kind: 'pump', state: 'setup', fields: [rate('125', true), volume('1000')] },
      say: { en: 'Enter the rate of the primary infusion.', es: 'Introduzca el ritmo de la infusión primaria.' },
    },
    {
      scene: { kind: 'pump', state: 'setup', fields: [rate('125'), volume('1000', true)], press: 'confirm' },
      say: { en: 'Enter the volume to be infused, then confirm.', es: 'Introduzca el volumen a infundir y confirme.' },
    },
    {
      scene: { kind: 'pump', state: 'running', fields: [rate('125'), volume('1000')], press: 'bolus' },
      say: { en: 'While it runs, select Bolus.', es: 'Durante la infusión, seleccione Bolo.' },
    },
    {
      scene: {
        kind: 'pump',
        state: 'setup',
        fields: [
          { icon: 'bolus', value: '50', unit: 'mL', focus: true },
          { icon: 'time', value: '15', unit: 'min' },
        ],
        press: 'start',
      },
      say: {
        en: 'Enter the bolus volume and time, then select Start.',
        es: 'Introduzca el volumen y el tiempo del bolo y seleccione Iniciar.',
      },
    },
  ],
  'ivenix/program-primary-infusion-and-bolus': [
    {
      scene: { kind: 'pump', state: 'setup', fields: [{ icon: 'drug', value: '1', unit: 'mg/mL', focus: true }] },
      say: { en: 'Choose the drug from the drug library.', es: 'Elija el medicamento en la biblioteca de fármacos.' },
    },
    {
      scene: {
        kind: 'pump',
        state: 'setup',
        fields: [{ icon: 'dose', value: '2', unit: 'mg/h', focus: true }, rate('2')],
      },
      say: {
        en: 'Enter the dose; the pump works out the rate.',
        es: 'Introduzca la dosis; la bomba calcula el ritmo.',
      },
    },
    {
      scene: {
        kind: 'pump',
        state: 'setup',
        fields: [{ icon: 'dose', value: '2', unit: 'mg/h' }, rate('2')],
        press: 'start',
      },
      say: { en: 'Check the infusion, then select Start.', es: 'Revise la infusión y seleccione Iniciar.' },
    },
    {
      scene: {
        kind: 'pump',
        state: 'setup',
        fields: [{ icon: 'bolus', value: '1', unit: 'mg', focus: true }],
        press: 'start',
      },
      say: {
        en: 'For a bolus dose, enter the amount and select Start.',
        es: 'Para una dosis de bolo, introduzca la cantidad y seleccione Iniciar.',
      },
    },
  ],
  'ivenix/responding-air-line-alarms': [
    {
      scene: { kind: 'pump', state: 'alarm', alarm: 'air' },
      say: {
        en: 'An air-in-line alarm stops the infusion and sounds.',
        es: 'Una alarma de aire en la línea detiene la infusión y suena.',
      },
    },
    {
      scene: { kind: 'pump', state: 'alarm', alarm: 'air', press: 'silence' },
      say: {
        en: 'Select Silence, then look for air in the line.',
        es: 'Seleccione Silenciar y busque aire en la línea.',
      },
    },
    {
      scene: { kind: 'device', action: 'open-door' },
      say: {
        en: "Open the door and remove the air as your facility's protocol says.",
        es: 'Abra la puerta y retire el aire según el protocolo de su centro.',
      },
    },
    {
      scene: { kind: 'pump', state: 'hold', fields: [rate('125'), volume('640')], press: 'start' },
      say: {
        en: 'Close the door and select Start to resume.',
        es: 'Cierre la puerta y seleccione Iniciar para reanudar.',
      },
    },
  ],
  'ivenix/setting-up-blood-infusion': [
    {
      scene: { kind: 'bag', action: 'inspect', fluid: 'blood' },
      say: {
        en: "Check the blood product against the patient's identity.",
        es: 'Compruebe el hemoderivado con la identidad del paciente.',
      },
    },
    {
      scene: { kind: 'bag', action: 'spike', fluid: 'blood' },
      say: {
        en: 'Spike the bag with a blood administration set.',
        es: 'Conecte la bolsa con un equipo de transfusión.',
      },
    },
    {
      scene: { kind: 'pump', state: 'setup', fields: [rate('100', true), volume('300')], press: 'confirm' },
      say: { en: 'Enter the rate and the volume of the unit.', es: 'Introduzca el ritmo y el volumen de la unidad.' },
    },
    {
      scene: { kind: 'pump', state: 'running', fields: [rate('100'), volume('300')] },
      say: {
        en: 'Start the infusion and watch the patient closely.',
        es: 'Inicie la infusión y vigile de cerca al paciente.',
      },
    },
  ],
  'ivenix/setting-up-secondary-infusion': [
    {
      scene: { kind: 'bag', action: 'hang' },
      say: {
        en: 'Hang the secondary bag above the primary.',
        es: 'Cuelgue la bolsa secundaria por encima de la primaria.',
      },
    },
    {
      scene: { kind: 'pump', state: 'running', fields: [rate('125'), volume('700')], press: 'secondary' },
      say: { en: 'On the running channel, select Secondary.', es: 'En el canal en curso, seleccione Secundaria.' },
    },
    {
      scene: { kind: 'pump', channel: 'B', state: 'setup', fields: [rate('100', true), volume('100')] },
      say: { en: 'Enter the secondary rate and volume.', es: 'Introduzca el ritmo y el volumen secundarios.' },
    },
    {
      scene: { kind: 'pump', channel: 'B', state: 'setup', fields: [rate('100'), volume('100')], press: 'start' },
      say: {
        en: 'Select Start; the primary resumes when the secondary ends.',
        es: 'Seleccione Iniciar; la primaria se reanuda al terminar la secundaria.',
      },
    },
  ],
  'ivenix/change-unit-care-profile-while-infusing': [
    {
      scene: { kind: 'pump', state: 'running', fields: [rate('80'), volume('420')], press: 'menu' },
      say: { en: 'While the pump infuses, open the menu.', es: 'Mientras la bomba infunde, abra el menú.' },
    },
    {
      scene: { kind: 'pump', state: 'setup', list: { rows: 5, chosen: 0 } },
      say: {
        en: 'The list shows the care areas of the drug library.',
        es: 'La lista muestra las áreas de cuidados de la biblioteca.',
      },
    },
    {
      scene: { kind: 'pump', state: 'setup', list: { rows: 5, chosen: 3 }, press: 'confirm' },
      say: { en: 'Select the new care area and confirm.', es: 'Seleccione la nueva área de cuidados y confirme.' },
    },
    {
      scene: { kind: 'pump', state: 'running', fields: [rate('80'), volume('418')] },
      say: {
        en: "The infusion goes on, within the new area's limits.",
        es: 'La infusión continúa dentro de los límites de la nueva área.',
      },
    },
  ],
  'ivenix/program-by-rate-and-duration': [
    {
      scene: { kind: 'pump', state: 'setup', fields: [rate('80', true)] },
      say: { en: 'Enter the rate.', es: 'Introduzca el ritmo.' },
    },
    {
      scene: {
        kind: 'pump',
        state: 'setup',
        fields: [rate('80'), { icon: 'time', value: '6:15', unit: 'h:min', focus: true }],
      },
      say: { en: 'Enter the duration instead of the volume.', es: 'Introduzca la duración en lugar del volumen.' },
    },
    {
      scene: {
        kind: 'pump',
        state: 'setup',
        fields: [rate('80'), { icon: 'time', value: '6:15', unit: 'h:min' }, volume('500', true)],
        press: 'confirm',
      },
      say: {
        en: 'The pump works out the volume to be infused; confirm it.',
        es: 'La bomba calcula el volumen a infundir; confírmelo.',
      },
    },
    {
      scene: { kind: 'pump', state: 'running', fields: [rate('80'), { icon: 'time', value: '6:14', unit: 'h:min' }] },
      say: { en: 'The infusion runs for the time you entered.', es: 'La infusión dura el tiempo que ha introducido.' },
    },
  ],
  'ivenix/cleaning-and-disinfecting-spanish': [
    {
      scene: { kind: 'device', action: 'unplug' },
      say: { en: 'Unplug the pump from mains power.', es: 'Desconecte la bomba de la red eléctrica.' },
    },
    {
      scene: { kind: 'device', action: 'wipe' },
      say: {
        en: 'Wipe every surface with an approved wipe.',
        es: 'Limpie todas las superficies con un paño aprobado.',
      },
    },
    {
      scene: { kind: 'device', action: 'dry' },
      say: {
        en: 'Leave the disinfectant on for its contact time.',
        es: 'Deje actuar el desinfectante el tiempo indicado.',
      },
    },
    {
      scene: { kind: 'device', action: 'inspect' },
      say: { en: 'Check that the pump is clean and undamaged.', es: 'Compruebe que la bomba está limpia y sin daños.' },
    },
  ],
  'ivenix/priming-primary-set': [
    {
      scene: { kind: 'bag', action: 'spike' },
      say: { en: 'Close the roller clamp and spike the bag.', es: 'Cierre la pinza de rodillo y conecte la bolsa.' },
    },
    {
      scene: { kind: 'device', action: 'prime' },
      say: {
        en: 'Squeeze the drip chamber to fill it halfway.',
        es: 'Presione la cámara de goteo hasta llenarla a la mitad.',
      },
    },
    {
      scene: { kind: 'device', action: 'load' },
      say: {
        en: 'Load the set into the pump and close the door.',
        es: 'Coloque el equipo en la bomba y cierre la puerta.',
      },
    },
    {
      scene: { kind: 'pump', state: 'setup', fields: [volume('20')], press: 'prime' },
      say: {
        en: 'Select Prime and wait until no air is left in the line.',
        es: 'Seleccione Purgar y espere hasta que no quede aire en la línea.',
      },
    },
  ],
  'ivenix/cleaning-and-disinfecting-instructional-video': [
    {
      scene: { kind: 'device', action: 'unplug' },
      say: { en: 'Before cleaning, unplug the pump.', es: 'Antes de limpiarla, desconecte la bomba.' },
    },
    {
      scene: { kind: 'device', action: 'wipe' },
      say: {
        en: 'Clean the screen, door and handle with an approved wipe.',
        es: 'Limpie la pantalla, la puerta y el asa con un paño aprobado.',
      },
    },
    {
      scene: { kind: 'device', action: 'open-door' },
      say: { en: 'Open the door and clean inside it.', es: 'Abra la puerta y limpie su interior.' },
    },
    {
      scene: { kind: 'device', action: 'dry' },
      say: { en: 'Let it dry, then check it before use.', es: 'Deje que se seque y revísela antes de usarla.' },
    },
  ],
  'freeflex/freeflex-demonstration': [
    {
      scene: { kind: 'bag', action: 'inspect' },
      say: {
        en: 'Check the bag for leaks and the solution for clarity.',
        es: 'Compruebe que la bolsa no tiene fugas y que la solución es transparente.',
      },
    },
    {
      scene: { kind: 'bag', action: 'twist' },
      say: { en: 'Twist off the cap of the infusion port.', es: 'Gire y retire el tapón del puerto de infusión.' },
    },
    {
      scene: { kind: 'bag', action: 'spike' },
      say: { en: 'Push the spike of the set fully in.', es: 'Inserte por completo el punzón del equipo.' },
    },
    {
      scene: { kind: 'bag', action: 'hang' },
      say: { en: 'Hang the bag; it needs no air vent.', es: 'Cuelgue la bolsa; no necesita toma de aire.' },
    },
  ],
  'freeflex/freeflex-plus-demonstration': [
    {
      scene: { kind: 'bag', action: 'inspect' },
      say: {
        en: 'Freeflex+ has a needle-free port for adding drugs.',
        es: 'Freeflex+ tiene un puerto sin aguja para añadir fármacos.',
      },
    },
    {
      scene: { kind: 'bag', action: 'inject' },
      say: { en: 'Connect the syringe and inject the drug.', es: 'Conecte la jeringa e inyecte el fármaco.' },
    },
    {
      scene: { kind: 'bag', action: 'mix' },
      say: { en: 'Mix gently by turning the bag.', es: 'Mezcle suavemente girando la bolsa.' },
    },
    {
      scene: { kind: 'bag', action: 'hang' },
      say: { en: 'Label the bag and hang it.', es: 'Etiquete la bolsa y cuélguela.' },
    },
  ],
  'freeflex/vial-transfer-adapter-training-video': [
    {
      scene: { kind: 'vial', action: 'attach' },
      say: { en: 'Push the vial onto the adapter.', es: 'Presione el vial sobre el adaptador.' },
    },
    {
      scene: { kind: 'vial', action: 'connect' },
      say: { en: "Connect the adapter to the bag's port.", es: 'Conecte el adaptador al puerto de la bolsa.' },
    },
    {
      scene: { kind: 'vial', action: 'mix' },
      say: {
        en: 'Squeeze the bag to fill the vial, then swirl to dissolve.',
        es: 'Presione la bolsa para llenar el vial y agite para disolver.',
      },
    },
    {
      scene: { kind: 'vial', action: 'transfer' },
      say: {
        en: 'Hold the vial up and let the drug flow into the bag.',
        es: 'Sostenga el vial hacia arriba y deje que el fármaco pase a la bolsa.',
      },
    },
  ],
  'soluflex/irrigation-bag-training-video': [
    {
      scene: { kind: 'bag', action: 'inspect', bag: 'irrigation' },
      say: { en: 'Check the irrigation bag and the solution.', es: 'Compruebe la bolsa de irrigación y la solución.' },
    },
    {
      scene: { kind: 'bag', action: 'twist', bag: 'irrigation' },
      say: { en: 'Remove the protective cap from the port.', es: 'Retire el tapón protector del puerto.' },
    },
    {
      scene: { kind: 'bag', action: 'spike', bag: 'irrigation' },
      say: { en: 'Spike the port with the irrigation set.', es: 'Conecte el equipo de irrigación al puerto.' },
    },
    {
      scene: { kind: 'bag', action: 'level', bag: 'irrigation' },
      say: {
        en: 'Hang the bag, open the clamp and watch the level fall.',
        es: 'Cuelgue la bolsa, abra la pinza y vigile cómo baja el nivel.',
      },
    },
  ],
  'volumat-mc/release-data-set': [
    {
      scene: { kind: 'software', view: 'library' },
      say: { en: 'Open the finished, checked data set.', es: 'Abra el conjunto de datos terminado y revisado.' },
    },
    {
      scene: { kind: 'software', view: 'release', press: 'release' },
      say: { en: 'Select Release to publish it.', es: 'Seleccione Publicar para difundirlo.' },
    },
    {
      scene: { kind: 'software', view: 'release' },
      say: {
        en: 'Pumps receive the new data set at their next connection.',
        es: 'Las bombas reciben el nuevo conjunto de datos en su próxima conexión.',
      },
    },
  ],
  'volumat-mc/add-primary-drug': [
    {
      scene: { kind: 'software', view: 'library', press: 'add' },
      say: { en: 'In the drug list, select Add.', es: 'En la lista de fármacos, seleccione Añadir.' },
    },
    {
      scene: { kind: 'software', view: 'form' },
      say: {
        en: "Enter the drug's name and concentration.",
        es: 'Introduzca el nombre y la concentración del fármaco.',
      },
    },
    {
      scene: { kind: 'software', view: 'form', press: 'save' },
      say: { en: 'Set the dose limits, then save.', es: 'Defina los límites de dosis y guarde.' },
    },
    {
      scene: { kind: 'software', view: 'library' },
      say: { en: 'The drug now appears in the list.', es: 'El fármaco aparece ahora en la lista.' },
    },
  ],
  'volumat-mc/create-care-area': [
    {
      scene: { kind: 'software', view: 'areas', press: 'add' },
      say: { en: 'Open Care Areas and select Add.', es: 'Abra Áreas de cuidados y seleccione Añadir.' },
    },
    {
      scene: { kind: 'software', view: 'form' },
      say: { en: 'Name the care area and choose its patients.', es: 'Asigne un nombre al área y elija sus pacientes.' },
    },
    {
      scene: { kind: 'software', view: 'form', press: 'save' },
      say: {
        en: "Set the area's default settings and save.",
        es: 'Defina los ajustes predeterminados del área y guarde.',
      },
    },
    {
      scene: { kind: 'software', view: 'areas' },
      say: {
        en: 'The new area is ready for its drug list.',
        es: 'La nueva área está lista para su lista de fármacos.',
      },
    },
  ],
  'volumat-mc/create-configurations': [
    {
      scene: { kind: 'software', view: 'settings' },
      say: {
        en: 'A configuration holds the pump settings of a care area.',
        es: 'Una configuración contiene los ajustes de la bomba de un área.',
      },
    },
    {
      scene: { kind: 'software', view: 'settings', press: 'save' },
      say: {
        en: 'Turn on the options the area needs, then save.',
        es: 'Active las opciones que necesita el área y guarde.',
      },
    },
    {
      scene: { kind: 'software', view: 'release', press: 'release' },
      say: { en: 'Release it with the next data set.', es: 'Publíquela con el próximo conjunto de datos.' },
    },
  ],
};

/** A video this file does not know yet: a pump being set up and started, with words that say it is a demo. */
export const standInStoryboard: StoryScene[] = [
  {
    scene: { kind: 'pump', state: 'setup', fields: [rate('125', true), volume('1000')] },
    say: {
      en: "This demo video stands in for the manufacturer's video.",
      es: 'Este vídeo de demostración sustituye al vídeo del fabricante.',
    },
  },
  {
    scene: { kind: 'pump', state: 'running', fields: [rate('125'), volume('1000')] },
    say: { en: 'The real video plays here.', es: 'Aquí se reproduce el vídeo real.' },
  },
];
