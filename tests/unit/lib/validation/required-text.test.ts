/** @jest-environment node */
import { object, string } from 'yup';
import { BLANK, requiredText } from '@/lib/validation/required-text';

describe('a required text field', () => {
  const schema = object({ name: requiredText(string().default('').trim(), 'nameRequired').max(5, 'tooLong') });

  it('says an empty field is required, spaces alone blank (spec §5 "Input cannot be empty"), and takes the trimmed rest', async () => {
    await expect(schema.validate({ name: '' })).rejects.toMatchObject({ message: 'nameRequired' });
    await expect(schema.validate({})).rejects.toMatchObject({ message: 'nameRequired' });
    await expect(schema.validate({ name: ' \t ' })).rejects.toMatchObject({ message: BLANK });
    await expect(schema.validate({ name: '  ab ' })).resolves.toEqual({ name: 'ab' });
  });

  it('puts blank first when every error is collected (a form shows the first per field)', async () => {
    await expect(schema.validate({ name: '   ' }, { abortEarly: false })).rejects.toMatchObject({ errors: [BLANK, 'nameRequired'] });
  });
});
