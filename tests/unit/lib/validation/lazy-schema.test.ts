import { lazySchemaValidation } from '@/lib/validation/lazy-schema';
import { loginSchema } from '@/lib/validation/login';

describe('lazySchemaValidation', () => {
  const validate = lazySchemaValidation<{ username: string; password: string; captcha: string; remember: boolean }>(async () => loginSchema(true));

  it('answers every field error at once, keyed by field, as Formik’s own schema validation does', async () => {
    await expect(validate({ username: '', password: ' ', captcha: '', remember: false })).resolves.toEqual({
      username: 'required',
      // Spaces alone: "Input cannot be empty" (spec §5).
      password: 'blank',
      captcha: 'required',
    });
  });

  it('answers no errors for valid values', async () => {
    await expect(validate({ username: 'player1', password: 'secret1', captcha: '1234', remember: true })).resolves.toEqual({});
  });

  it('loads the schema only when it first validates', async () => {
    const load = jest.fn(async () => loginSchema(false));
    const lazy = lazySchemaValidation(load);
    expect(load).not.toHaveBeenCalled();
    await lazy({ username: 'a', password: 'b', captcha: '', remember: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets an error that is not a validation error through', async () => {
    const broken = lazySchemaValidation(async () => {
      throw new Error('chunk failed to load');
    });
    await expect(broken({})).rejects.toThrow('chunk failed to load');
  });
});
