import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signupIndividualSchema, signupOrganizationSchema } from '@ireti/shared/accounts/schemas';
import { Msg } from '@ireti/shared/messages';
import { OrganizationPhoneFields } from './account-fields.tsx';
import { MobileField } from '../../../components/ui/field.tsx';

/**
 * Issue 15: a phone field takes a Nigerian number the way Nigerians write it and shows it in its
 * normal form as the person leaves the field, before the form's rules (spec §5) run on it.
 */
const personSchema = signupIndividualSchema.pick({ mobile: true });
function PersonForm({ onSave }: { onSave: (v: { mobile: string }) => void }) {
  const form = useForm({ resolver: zodResolver(personSchema), mode: 'onTouched', defaultValues: { mobile: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <MobileField error={form.formState.errors.mobile?.message} {...form.register('mobile')} />
      <button type="submit">Save</button>
    </form>
  );
}

const orgSchema = signupOrganizationSchema.pick({ organization_mobile: true, secondary_mobile: true });
function OrgForm() {
  const form = useForm({
    resolver: zodResolver(orgSchema),
    mode: 'onTouched',
    defaultValues: { organization_mobile: '', secondary_mobile: '' },
  });
  return (
    <form noValidate>
      <OrganizationPhoneFields register={form.register} errors={form.formState.errors} secondaryOptional />
    </form>
  );
}

const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent ?? null;

describe('MobileField', () => {
  it.each(['0803 123 4567', '803 123 4567', '+234 (0) 803-123-4567', '2348031234567'])(
    'shows %j as +2348031234567 once the person leaves it, and the form takes it',
    async (typed) => {
      const user = userEvent.setup();
      const onSave = vi.fn();
      render(<PersonForm onSave={onSave} />);
      const input = screen.getByRole('textbox', { name: 'Mobile' }) as HTMLInputElement;
      await user.type(input, typed);
      expect(input.value).toBe(typed);
      await user.tab();
      expect(input.value).toBe('+2348031234567');
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBeNull());
      expect(errorOf(input)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSave).toHaveBeenCalled());
      expect(onSave.mock.calls[0]![0]).toEqual({ mobile: '+2348031234567' });
    },
  );

  it("leaves what is no Nigerian mobile as typed, and the spec's rule says why", async () => {
    const user = userEvent.setup();
    render(<PersonForm onSave={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Mobile' }) as HTMLInputElement;
    await user.type(input, ' 0803 123 456 ');
    await user.tab();
    expect(input.value).toBe('0803 123 456');
    await waitFor(() => expect(errorOf(input)).toBe(Msg.phonePrefix));
  });

  it("puts an organisation's numbers in its forms' 08031234567 shape (8 to 11 characters)", async () => {
    const user = userEvent.setup();
    render(<OrgForm />);
    const main = screen.getByRole('textbox', { name: 'Organization mobile' }) as HTMLInputElement;
    const second = screen.getByRole('textbox', { name: 'Secondary mobile (optional)' }) as HTMLInputElement;
    await user.type(main, '+234 803 123 4567');
    await user.type(second, '0905 123 4567');
    await user.tab();
    expect([main.value, second.value]).toEqual(['08031234567', '09051234567']);
    await waitFor(() => expect(errorOf(main)).toBeNull());
    expect(errorOf(second)).toBeNull();
  });
});
