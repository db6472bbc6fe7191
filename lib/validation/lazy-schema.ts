import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/**
 * Formik's `validate` from a yup schema that loads when it is first needed (phone speed): the validation library is not
 * part of the page's first load, where it would be parsed and run before the player has touched the form. It does
 * what Formik's own `validationSchema` does (empty strings as undefined, every error at once, the errors per field).
 * Call `load` early (on the form's first focus or input) so the schema is there by the first check.
 */
export function lazySchemaValidation<Values extends FormikValues>(load: () => Promise<Schema>) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const schema = await load();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'ValidationError') return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
