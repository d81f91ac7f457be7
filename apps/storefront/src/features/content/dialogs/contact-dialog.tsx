import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FieldMax } from '@portal/contract';
import { useNavigate } from 'react-router';
import { PersonFields } from '../../../components/person-fields';
import { emailCheck, requiredName } from '../shared/form-checks';
import { DIALOG_PROPS, type DialogClose } from './about-dialog';

/** The shell's Contact dialog texts (the spec names the fields, not the words). */
export const ContactDialogMessages = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
} as const;

/**
 * The Contact dialog (spec 5, "contact form (shell)"): FirstName, LastName and EmailAddress are
 * required, with messages on blur. It sends nothing itself: a valid form carries the name and
 * email over to /contactUs, where the message is written and sent.
 */
export function ContactDialog({
  opened,
  onClose,
  onClosed,
}: {
  opened: boolean;
  onClose: (how?: DialogClose) => void;
  /** Once the dialog has left the screen (its closing transition ended). */
  onClosed?: () => void;
}) {
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { FirstName: '', LastName: '', EmailAddress: '' },
    validate: {
      FirstName: requiredName(ContactDialogMessages.firstName),
      LastName: requiredName(ContactDialogMessages.lastName),
      EmailAddress: emailCheck(true),
    },
    validateInputOnBlur: true,
  });
  const close = (how: DialogClose = 'dismissed') => {
    form.reset();
    onClose(how);
  };
  const submit = form.onSubmit((v) => {
    const query = new URLSearchParams({
      full_name: `${v.FirstName.trim()} ${v.LastName.trim()}`,
      email: v.EmailAddress.trim(),
    });
    close('left');
    navigate(`/contactUs?${query.toString()}`);
  });

  return (
    <Modal
      opened={opened}
      onClose={() => close()}
      onExitTransitionEnd={onClosed}
      // A caller that gives the focus back itself (onClosed) does it alone.
      returnFocus={!onClosed}
      title="Contact"
      {...DIALOG_PROPS}
    >
      <Text c="dimmed" mb="lg">
        Tell us who you are and we will open the contact form for your message.
      </Text>
      <form noValidate onSubmit={submit} aria-label="Contact">
        <Stack gap="md">
          <PersonFields
            first={{
              withAsterisk: true,
              maxLength: FieldMax.contactDialog.FirstName,
              'data-autofocus': true,
              ...form.getInputProps('FirstName'),
            }}
            last={{
              withAsterisk: true,
              maxLength: FieldMax.contactDialog.LastName,
              ...form.getInputProps('LastName'),
            }}
            email={{
              label: 'Email address',
              withAsterisk: true,
              maxLength: FieldMax.contactDialog.EmailAddress,
              ...form.getInputProps('EmailAddress'),
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => close()}>
              Cancel
            </Button>
            <Button type="submit">Continue</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
