/** @jest-environment node */
import { MAX_DEPTH, readJsonBody } from '@/lib/api/json-body';

/** readJsonBody (lib/api/json-body.ts), the API kit's reader of every route's JSON body. */
const post = (text: string) => new Request('http://localhost/api/x', { method: 'POST', body: text });

describe('readJsonBody', () => {
  it('hands over a plain object', async () => {
    await expect(readJsonBody(post('{"username":"a","remember":true}'))).resolves.toEqual({ ok: true, value: { username: 'a', remember: true } });
    await expect(readJsonBody(post(''))).resolves.toEqual({ ok: true, value: {} });
  });

  it('refuses what is not a JSON object', async () => {
    for (const text of ['{', '[]', '"x"', '1', 'null', 'a=b']) await expect(readJsonBody(post(text))).resolves.toEqual({ ok: false, field: 'body' });
  });

  // Found by tests/e2e/api-fuzz.spec.ts: the refusal named the key that led to the deep value, so a body's own key
  // (any text, a script tag or the fuzzer's marker) came back in the answer's value.field.
  it('refuses nesting and prototype keys without naming any key of the body', async () => {
    const key = '<script>ECHO1234</script>';
    const deep = `{${JSON.stringify(key)}:${'{"a":'.repeat(MAX_DEPTH)}1${'}'.repeat(MAX_DEPTH)}}`;
    const proto = `{${JSON.stringify(key)}:{"__proto__":{"admin":true}}}`;
    const ctor = `{"username":"a",${JSON.stringify(key)}:{"constructor":{"prototype":{}}}}`;
    for (const text of [deep, proto, ctor, '{"__proto__":{}}']) {
      const read = await readJsonBody(post(text));
      expect(read).toEqual({ ok: false, field: 'body' });
    }
  });

  it('accepts nesting up to the limit', async () => {
    const nested = `{"a":${'{"a":'.repeat(MAX_DEPTH - 2)}1${'}'.repeat(MAX_DEPTH - 2)}}`;
    await expect(readJsonBody(post(nested))).resolves.toMatchObject({ ok: true });
  });
});
