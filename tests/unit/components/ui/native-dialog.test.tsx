import { fireEvent, render, screen } from '@testing-library/react';
import { NativeDialog } from '@/components/ui/native-dialog';

test('opens modal with its title and description, and closes from its close button or a data-close button', () => {
  const onClose = jest.fn();
  const { rerender } = render(
    <NativeDialog title="Notice" description="Important news." closeLabel="Close" onClose={onClose}>
      <button type="button" data-close>
        Got it
      </button>
    </NativeDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Notice' });
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toHaveAccessibleDescription('Important news.');
  // The focus goes in, to the first control.
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

  fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
  expect(dialog).not.toHaveAttribute('open');
  expect(onClose).toHaveBeenCalledTimes(1);

  // Shown again, then the × closes it too.
  rerender(<></>);
  render(
    <NativeDialog title="Notice" closeLabel="Close" onClose={onClose}>
      <p>Text</p>
    </NativeDialog>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
