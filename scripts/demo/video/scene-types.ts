/** What a demo video's scene is made of, apart from how it is drawn (scene.ts), which every stage imports. */
/** A value on a pump's screen: its pictogram, number and unit. */
export interface Field {
  icon: 'rate' | 'volume' | 'time' | 'drug' | 'dose' | 'bolus';
  value: string;
  unit: string;
  /** The field being entered, outlined. */
  focus?: boolean;
}

export type PumpKey = 'start' | 'hold' | 'confirm' | 'cancel' | 'menu' | 'bolus' | 'silence' | 'prime' | 'secondary';

export type Scene =
  | {
      kind: 'pump';
      channel?: 'A' | 'B';
      state: 'setup' | 'running' | 'hold' | 'alarm';
      fields?: Field[];
      /** A list to choose from (care areas), with the chosen row. */
      list?: { rows: number; chosen: number };
      alarm?: 'air' | 'occlusion';
      /** The key the scene presses, halfway through. */
      press?: PumpKey;
    }
  | { kind: 'device'; action: 'wipe' | 'dry' | 'inspect' | 'unplug' | 'prime' | 'load' | 'open-door' }
  | {
      kind: 'bag';
      action: 'inspect' | 'hang' | 'spike' | 'inject' | 'level' | 'mix' | 'twist';
      fluid?: 'clear' | 'blood';
      bag?: 'infusion' | 'irrigation';
    }
  | { kind: 'vial'; action: 'attach' | 'connect' | 'mix' | 'transfer' | 'done' }
  | {
      kind: 'software';
      view: 'library' | 'form' | 'areas' | 'settings' | 'release';
      press?: 'add' | 'save' | 'release';
    };

/** Where a scene is: its place in the video and how far through it the frame is (0 to 1). */
export interface Moment {
  step: number;
  steps: number;
  /** 0 at the scene's start, 1 at its end. */
  progress: number;
}
