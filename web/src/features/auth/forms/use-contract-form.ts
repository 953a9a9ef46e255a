import { useCallback } from 'react';
import { type DefaultValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import {
  type BodyEndpointName,
  contractResolver,
  type FormInput,
  type FormOutput,
} from './contract-resolver';
import { formErrorsOf } from './server-errors';

export type ContractForm<N extends BodyEndpointName> = UseFormReturn<FormInput<N>, unknown, FormOutput<N>> & {
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
    // Checked when a field is left, then as it is corrected: no message while someone is still typing.
    mode: 'onTouched',
  });
  const { setError } = form;
  const showError = useCallback(
    (error: unknown) => {
      const { fields, form: message } = formErrorsOf(error, shownFields);
      let focus = true;
      for (const [field, key] of Object.entries(fields)) {
        setError(field as Path<FormInput<N>>, { type: 'server', message: key }, { shouldFocus: focus });
        focus = false;
      }
      if (message) setError('root.server', { type: 'server', message });
    },
    [setError, shownFields],
  );
  return Object.assign(form, { showError });
}
