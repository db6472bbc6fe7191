import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik, useFormikContext } from 'formik';
import { object, string } from 'yup';
import { FormField } from '@/components/forms/form-field';

/**
 * A field's error shows once the visitor leaves it, except when the field is left for the form's submit button: the
 * error appearing between the press and the release pushed the button from under the pointer, and the submit did
 * nothing (the registration with a mistyped real name never submitted).
 */
/** What Formik holds as errors, shown or not: the test waits for validation to have run before it looks. */
function ErrorsProbe() {
  const { errors } = useFormikContext<{ name: string }>();
  return <output data-testid="errors">{errors.name ?? ''}</output>;
}

function renderForm(onSubmit = jest.fn()) {
  render(
    <Formik initialValues={{ name: '' }} validationSchema={object({ name: string().min(3, 'short') })} onSubmit={onSubmit} validateOnBlur={false}>
      <Form noValidate>
        <FormField id="name" name="name" label="Name" translateError={(key) => `error: ${key}`} />
        <button type="button">Elsewhere</button>
        <button type="submit">Send</button>
        <ErrorsProbe />
      </Form>
    </Formik>,
  );
  return { field: screen.getByRole('textbox', { name: 'Name' }), onSubmit };
}

describe('FormField', () => {
  it('shows the error when the field is left for another control', async () => {
    const { field } = renderForm();
    fireEvent.change(field, { target: { value: 'ab' } });
    fireEvent.blur(field, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    await waitFor(() => expect(field).toHaveAccessibleDescription('error: short'));
  });

  it('keeps the field untouched when it is left for the submit button, and the submit then shows the error', async () => {
    const { field, onSubmit } = renderForm();
    const submit = screen.getByRole('button', { name: 'Send' });
    fireEvent.change(field, { target: { value: 'ab' } });
    fireEvent.blur(field, { relatedTarget: submit });
    // Validated as typed, but nothing shows (nothing moves) between the press and the release.
    await waitFor(() => expect(screen.getByTestId('errors')).toHaveTextContent('short'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('error: short')).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(field).toHaveAccessibleDescription('error: short'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
