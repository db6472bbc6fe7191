import { ValidationError, type AnySchema } from 'yup';

/** The first error of each field, as Formik shows it (path → message); none when the values are valid. */
export async function errorsOf(schema: AnySchema, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !out[inner.path]) out[inner.path] = inner.message;
    return out;
  }
}
