/**
 * JSON that is safe inside an HTML <script> element: `<`, `>` and `&` escaped (no `</script>` or comment can
 * close it early) and the two line separators JavaScript once rejected in strings.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
