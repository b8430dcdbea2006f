/** The date locale of the page's language: the renderers' context, which the site provides. */
export { DateLocaleContext, useDateLocale } from '../../engine/rendering/date-locale';
