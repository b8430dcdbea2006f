/**
 * Where this browser remembers that the user turned the "/" search shortcut off. Constants only:
 * they are written into the footer's setting and the search field's code, so neither loads the
 * other's chunk, nor a shared one, for them.
 */
export const slashShortcutKey = 'searchShortcut';
export const slashShortcutOff = 'off';
