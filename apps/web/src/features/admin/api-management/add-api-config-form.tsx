import { type ApiConfigType, DEFAULT_AI_BASE_URL, DEFAULT_ANSWER_PATH } from '@hireproof/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { serverMessageOf } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast-store.ts';
import {
  type ApiConfigFormErrors,
  type ApiConfigFormValues,
  EMPTY_API_CONFIG_FORM,
  toCreateRequest,
  validateApiConfigForm,
} from './api-config-form-values.ts';
import { API_CONFIGS_KEY, createApiConfig } from './api-configs-api.ts';

const TYPE_OPTIONS: { value: ApiConfigType; label: string; hint: string }[] = [
  { value: 'api_key', label: 'OpenAI-compatible API key', hint: 'A chat-completions API, a key and a model' },
  { value: 'curl', label: 'Pasted curl command', hint: 'Any HTTP API, described by its curl example' },
];

/** Priority and rate limit are both whole numbers from 1 up. */
const WHOLE_NUMBER_INPUT = { type: 'number', min: 1, step: 1, inputMode: 'numeric' } as const;

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error: string | undefined;
  hint?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled control with its hint and its validation message, both announced with the control. */
function Field({ id, label, required, error, hint, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** SPEC §2/§5: adds an AI provider configuration of either type. */
export function AddApiConfigForm() {
  const queryClient = useQueryClient();
  const idBase = useId();
  const fieldId = (name: keyof ApiConfigFormValues) => `${idBase}-${name}`;
  const [values, setValues] = useState<ApiConfigFormValues>(EMPTY_API_CONFIG_FORM);
  const [errors, setErrors] = useState<ApiConfigFormErrors>({});

  const create = useMutation({
    mutationFn: () => createApiConfig(toCreateRequest(values)),
    onSuccess: (config) => {
      toast({ title: 'API Configuration Added', description: `${config.name} is ready to use.` });
      setValues(EMPTY_API_CONFIG_FORM);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: API_CONFIGS_KEY });
    },
    onError: (error) =>
      toast({
        title: 'Failed to Add Configuration',
        description: serverMessageOf(error) ?? (error instanceof Error ? error.message : 'Please try again.'),
        variant: 'destructive',
      }),
  });

  function set<K extends keyof ApiConfigFormValues>(name: K, value: ApiConfigFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateApiConfigForm(values);
    setErrors(found);
    const firstInvalid = (Object.keys(found) as (keyof ApiConfigFormValues)[])[0];
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    create.mutate();
  }

  const text = (name: keyof ApiConfigFormValues) => ({
    id: fieldId(name),
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add Configuration</CardTitle>
        <CardDescription>
          Providers are tried in priority order (1 first); a provider over its hourly limit or unhealthy is
          skipped, and the built-in writer is used when none answers.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Add API configuration">
          <Field id={fieldId('name')} label="Name" required error={errors.name}>
            {(describedBy) => (
              <Input
                {...text('name')}
                aria-describedby={describedBy}
                placeholder="e.g. OpenRouter main"
                maxLength={100}
              />
            )}
          </Field>

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Type</legend>
            <RadioGroup
              value={values.type}
              onValueChange={(value) => set('type', value as ApiConfigType)}
              className="grid gap-2 sm:grid-cols-2"
              aria-label="Type"
            >
              {TYPE_OPTIONS.map((option) => (
                <div key={option.value} className="flex items-start gap-2 rounded-md border p-3">
                  <RadioGroupItem
                    id={`${idBase}-type-${option.value}`}
                    value={option.value}
                    className="mt-0.5"
                  />
                  <div>
                    <Label htmlFor={`${idBase}-type-${option.value}`}>{option.label}</Label>
                    <p className="text-xs text-muted-foreground">{option.hint}</p>
                  </div>
                </div>
              ))}
            </RadioGroup>
          </fieldset>

          {values.type === 'api_key' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={fieldId('apiKey')} label="API key" required error={errors.apiKey}>
                {(describedBy) => (
                  <Input
                    {...text('apiKey')}
                    aria-describedby={describedBy}
                    type="password"
                    autoComplete="off"
                  />
                )}
              </Field>
              <Field
                id={fieldId('model')}
                label="Model"
                error={errors.model}
                hint="Leave empty for the server's default model."
              >
                {(describedBy) => (
                  <Input
                    {...text('model')}
                    aria-describedby={describedBy}
                    placeholder="e.g. openai/gpt-4o-mini"
                  />
                )}
              </Field>
              <div className="sm:col-span-2">
                <Field
                  id={fieldId('baseUrl')}
                  label="Base URL"
                  error={errors.baseUrl}
                  hint={`An OpenAI-compatible API base; the default is ${DEFAULT_AI_BASE_URL}.`}
                >
                  {(describedBy) => <Input {...text('baseUrl')} aria-describedby={describedBy} type="url" />}
                </Field>
              </div>
            </div>
          ) : (
            <div className="space-y-4">
              <Field
                id={fieldId('curlCommand')}
                label="curl command"
                required
                error={errors.curlCommand}
                hint={
                  <>
                    Paste the provider's curl example. Put <code>{'{{prompt}}'}</code> where the request text
                    goes, <code>{'{{system}}'}</code> for the instructions, or{' '}
                    <code>{'{{messages_json}}'}</code> for a whole chat messages array. The command is parsed,
                    never run by a shell.
                  </>
                }
              >
                {(describedBy) => (
                  <Textarea
                    {...text('curlCommand')}
                    aria-describedby={describedBy}
                    className="min-h-32 font-mono text-xs"
                    spellCheck={false}
                    placeholder={`curl https://api.example.com/v1/chat -H "Authorization: Bearer KEY" -d '{"messages": {{messages_json}}}'`}
                  />
                )}
              </Field>
              <Field
                id={fieldId('answerPath')}
                label="Answer JSON path"
                error={errors.answerPath}
                hint={`Where the answer text sits in the reply; empty means ${DEFAULT_ANSWER_PATH}.`}
              >
                {(describedBy) => (
                  <Input
                    {...text('answerPath')}
                    aria-describedby={describedBy}
                    placeholder={DEFAULT_ANSWER_PATH}
                  />
                )}
              </Field>
            </div>
          )}

          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={fieldId('priority')}
              label="Priority"
              required
              error={errors.priority}
              hint="1 is tried first."
            >
              {(describedBy) => (
                <Input {...text('priority')} aria-describedby={describedBy} {...WHOLE_NUMBER_INPUT} />
              )}
            </Field>
            <Field
              id={fieldId('rateLimitPerHour')}
              label="Rate limit per hour"
              required
              error={errors.rateLimitPerHour}
            >
              {(describedBy) => (
                <Input {...text('rateLimitPerHour')} aria-describedby={describedBy} {...WHOLE_NUMBER_INPUT} />
              )}
            </Field>
          </div>

          <Button type="submit" disabled={create.isPending}>
            <Plus aria-hidden="true" />
            {create.isPending ? 'Adding...' : 'Add Configuration'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
