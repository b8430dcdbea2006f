/**
 * Where the safety notices of a line show on its public eIFU page. The notices module renders them;
 * until it is merged this slot renders nothing, so the page is the same without it.
 */
export function renderNoticesHtml(_model: string, _lang: string): string {
  return '';
}
