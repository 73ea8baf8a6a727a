/**
 * JSON to put inside a `<script>` element of a page (a data block, JSON-LD): `<` is escaped, so
 * no text in it (a name holding `</script>`) can close the element, and so are the two line
 * separators old JavaScript parsers refuse. The JSON means the same once parsed.
 */
export function jsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
