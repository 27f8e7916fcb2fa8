import { describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { render, screen } from '@testing-library/preact';
import { ChoiceField, EmailField, FormError, MobileField, SelectField, TextArea, TextField } from './field.tsx';

/** The element an aria-describedby names, i.e. what a screen reader reads after the label. */
const description = (el: HTMLElement) => {
  const ids = el.getAttribute('aria-describedby');
  return ids ? ids.split(' ').map((id) => document.getElementById(id)?.textContent) : [];
};

describe('TextField', () => {
  it('ties its label to the input, with a generated id or the one given', () => {
    render(
      <>
        <TextField label="First name" />
        <TextField label="Last name" id="last" />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first.id).not.toBe('');
    expect(screen.getByRole('textbox', { name: 'Last name' }).id).toBe('last');
    expect(screen.getByText('First name').getAttribute('for')).toBe(first.id);
  });

  it('passes the input props through and forwards its ref to the input (react-hook-form registers it)', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Amount" name="amount" inputMode="decimal" placeholder="e.g. 5000" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('name')).toBe('amount');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('placeholder')).toBe('e.g. 5000');
  });

  it('describes a valid field by its hint', () => {
    render(<TextField label="Amount" hint="At least ₦100." />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(description(input)).toEqual(['At least ₦100.']);
  });

  it('shows an error under the field in place of the hint, marks it invalid and announces it with it', () => {
    render(<TextField label="Amount" hint="At least ₦100." error="The least you can give is ₦100" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual(['The least you can give is ₦100']);
    expect(screen.queryByText('At least ₦100.')).toBeNull();
    expect(input.className).toContain('border-red-600');
  });

  it('has no description when it has neither hint nor error', () => {
    render(<TextField label="Amount" />);
    expect(screen.getByRole('textbox', { name: 'Amount' }).hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('TextArea', () => {
  it('is labelled, four rows unless told, and announces its error', () => {
    const { rerender } = render(<TextArea label="Comment" hint="0/240" />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('4');
    expect(description(area)).toEqual(['0/240']);
    rerender(<TextArea label="Comment" rows={3} error="Value too long. Must be a maximum of 240 characters in length." />);
    const after = screen.getByRole('textbox', { name: 'Comment' });
    expect(after.getAttribute('rows')).toBe('3');
    expect(after.getAttribute('aria-invalid')).toBe('true');
    expect(description(after)).toEqual(['Value too long. Must be a maximum of 240 characters in length.']);
  });
});

describe('SelectField and ChoiceField', () => {
  it('labels the select and announces its error', () => {
    render(
      <SelectField label="Bank" error="Select a bank from the list">
        <option value="058">GTBank</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(description(select)).toEqual(['Select a bank from the list']);
  });

  it('builds its options from plain values and [value, label] pairs, after the placeholder', () => {
    render(<ChoiceField label="State" placeholder="Choose a state" options={['Lagos', ['fct', 'Abuja (FCT)'], 7]} />);
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choose a state'],
      ['Lagos', 'Lagos'],
      ['fct', 'Abuja (FCT)'],
      ['7', '7'],
    ]);
  });

  it('has no empty option without a placeholder, and copes with options not loaded yet', () => {
    render(<ChoiceField label="State" options={undefined} />);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('gives an empty placeholder its empty option too', () => {
    render(<ChoiceField label="LGA" placeholder="" options={['Ikorodu']} />);
    expect((screen.getAllByRole('option') as HTMLOptionElement[]).map((o) => o.value)).toEqual(['', 'Ikorodu']);
  });
});

describe('EmailField and MobileField', () => {
  it('give the keyboard and autofill of an e-mail address', () => {
    render(<EmailField />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect([input.getAttribute('type'), input.getAttribute('inputmode'), input.getAttribute('autocomplete')]).toEqual([
      'email',
      'email',
      'email',
    ]);
  });

  it('give a Nigerian mobile its +234 hint, or none with hint={null}', () => {
    const { unmount } = render(<MobileField />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(input.getAttribute('type')).toBe('tel');
    expect(description(input)).toEqual(['Start with +234, e.g. +2348012345678']);
    unmount();
    render(<MobileField label="Phone" hint={null} />);
    expect(screen.getByRole('textbox', { name: 'Phone' }).hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('FormError', () => {
  it('announces the form-level message as an alert, and is nothing without one', () => {
    const { rerender, container } = render(<FormError message={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<FormError message="Some of your inputs are not valid" />);
    expect(screen.getByRole('alert').textContent).toBe('Some of your inputs are not valid');
  });
});
