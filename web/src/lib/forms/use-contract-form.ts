import { useCallback } from 'react';
import {
  type DefaultValues,
  type FieldError,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { checkWhenLeftFilled } from './check-when-left-filled';
import {
  type BodyEndpointName,
  contractResolver,
  type FormInput,
  type FormOutput,
} from './contract-resolver';
import { formErrorsOf } from './server-errors';
import { useSessionLoss } from './use-session-loss';

/** What an input spreads: the registration, and its starting value as markup (defaultValue / defaultChecked). */
export type FieldProps = UseFormRegisterReturn & { defaultValue?: string; defaultChecked?: boolean };
/** A field as the form's inputs take it: its registration and its current message. */
export type BoundField = { registration: FieldProps; error: FieldError | undefined };

export type ContractForm<N extends BodyEndpointName> = UseFormReturn<FormInput<N>, unknown, FormOutput<N>> & {
  /**
   * `register` plus the field's starting value written into the input: react-hook-form fills uncontrolled inputs
   * only once mounted, so without it the server's HTML would show the account's details as empty fields.
   */
  field: (
    name: Path<FormInput<N>>,
    options?: RegisterOptions<FormInput<N>, Path<FormInput<N>>>,
  ) => FieldProps;
  /** `field` and the field's message together, for the inputs of fields.tsx. */
  bind: (name: Path<FormInput<N>>, options?: RegisterOptions<FormInput<N>, Path<FormInput<N>>>) => BoundField;
  /** Shows a refused call: each named field's message beside it, anything else as the form's message. */
  showError: (error: unknown) => void;
};

/**
 * react-hook-form checked by the endpoint's contract schema. `shownFields` are the fields the form has inputs for;
 * the server's messages for them go beside them (with focus on the first), the rest above the submit button.
 */
export function useContractForm<N extends BodyEndpointName>(
  name: N,
  defaultValues: DefaultValues<FormInput<N>>,
  shownFields: readonly string[],
): ContractForm<N> {
  const form = useForm<FormInput<N>, unknown, FormOutput<N>>({
    resolver: contractResolver(name),
    defaultValues,
    // Checked when a field is left holding something (checkWhenLeftFilled: an empty one when the form is sent), then
    // as it is corrected: no message while someone is still typing.
    mode: 'onTouched',
  });
  const { setError, register } = form;
  const { defaultValues: starting } = form.formState;
  const field = useCallback(
    (name: Path<FormInput<N>>, options?: RegisterOptions<FormInput<N>, Path<FormInput<N>>>): FieldProps => {
      const value: unknown = get(starting, name);
      const registration = checkWhenLeftFilled(register(name, options));
      if (typeof value === 'boolean') return { ...registration, defaultChecked: value };
      if (typeof value === 'string' || typeof value === 'number')
        return { ...registration, defaultValue: String(value) };
      return registration;
    },
    [register, starting],
  );
  const { errors } = form.formState;
  const bind = (
    name: Path<FormInput<N>>,
    options?: RegisterOptions<FormInput<N>, Path<FormInput<N>>>,
  ): BoundField => ({
    registration: field(name, options),
    error: get(errors, name) as FieldError | undefined,
  });
  const sessionLost = useSessionLoss();
  const showError = useCallback(
    (error: unknown) => {
      // A session that is gone sends the visitor to sign in (and back) instead of a message beside the form.
      if (sessionLost(error)) return;
      const { fields, form: message } = formErrorsOf(error, shownFields);
      let focus = true;
      for (const [field, key] of Object.entries(fields)) {
        setError(field as Path<FormInput<N>>, { type: 'server', message: key }, { shouldFocus: focus });
        focus = false;
      }
      if (message) setError('root.server', { type: 'server', message });
    },
    [setError, shownFields, sessionLost],
  );
  return Object.assign(form, { field, bind, showError });
}
