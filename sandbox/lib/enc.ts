/** Reads an "enc" body ({ value: <compact JWE> }) and parses the decrypted JSON object. */
import type { Context } from 'hono';
import { ErrorCode } from '@site/platform-contract';
import { ApiError, badRequest } from './envelope';
import { readJsonObject, requireString, type Json } from './validate';

export type Decrypt = (jwe: string) => Promise<string>;

export function createEncReader(decrypt: Decrypt) {
  const decryptedJson = async (jwe: string): Promise<Json> => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await decrypt(jwe));
    } catch {
      throw new ApiError(400, ErrorCode.DECRYPTION_FAILED, 'The encrypted body could not be read');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('The payload must be a JSON object');
    return parsed as Json;
  };
  return {
    decryptedJson,
    readEncBody: async (c: Context): Promise<Json> => decryptedJson(requireString(await readJsonObject(c), 'value', { max: 16_384 })),
  };
}
