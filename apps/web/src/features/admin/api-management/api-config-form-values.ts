import {
  type ApiConfigType,
  type CreateApiConfigRequest,
  DEFAULT_AI_BASE_URL,
  DEFAULT_API_PRIORITY,
  DEFAULT_API_RATE_LIMIT_PER_HOUR,
} from '@hireproof/contract';

/** The add form's fields as typed (numbers stay text until they are checked). */
export interface ApiConfigFormValues {
  name: string;
  type: ApiConfigType;
  apiKey: string;
  baseUrl: string;
  model: string;
  curlCommand: string;
  answerPath: string;
  priority: string;
  rateLimitPerHour: string;
}

export type ApiConfigFormErrors = Partial<Record<keyof ApiConfigFormValues, string>>;

export const EMPTY_API_CONFIG_FORM: ApiConfigFormValues = {
  name: '',
  type: 'api_key',
  apiKey: '',
  baseUrl: DEFAULT_AI_BASE_URL,
  model: '',
  curlCommand: '',
  answerPath: '',
  priority: String(DEFAULT_API_PRIORITY),
  rateLimitPerHour: String(DEFAULT_API_RATE_LIMIT_PER_HOUR),
};

function wholeNumberError(label: string, text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return `${label} is required`;
  if (!/^-?\d+$/.test(trimmed)) return `${label} must be a whole number`;
  if (Number(trimmed) < 1) return `${label} must be at least 1`;
  return undefined;
}

/** SPEC §5 'API config form': name; the key (api_key) or the command (curl); numbers of at least 1. */
export function validateApiConfigForm(values: ApiConfigFormValues): ApiConfigFormErrors {
  const errors: ApiConfigFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Name is required';
  if (values.type === 'api_key' && values.apiKey.trim() === '') errors.apiKey = 'API key is required';
  if (values.type === 'curl' && values.curlCommand.trim() === '')
    errors.curlCommand = 'Curl command is required';
  const priority = wholeNumberError('Priority', values.priority);
  if (priority) errors.priority = priority;
  const rateLimit = wholeNumberError('Rate limit', values.rateLimitPerHour);
  if (rateLimit) errors.rateLimitPerHour = rateLimit;
  return errors;
}

/** The request body for a valid form: only the fields of the chosen type, blanks left out. */
export function toCreateRequest(values: ApiConfigFormValues): CreateApiConfigRequest {
  const optional = (text: string) => text.trim() || undefined;
  const common = {
    name: values.name.trim(),
    type: values.type,
    priority: Number(values.priority.trim()),
    rateLimitPerHour: Number(values.rateLimitPerHour.trim()),
    active: true,
  };
  if (values.type === 'curl') {
    return { ...common, curlCommand: values.curlCommand.trim(), answerPath: optional(values.answerPath) };
  }
  return {
    ...common,
    apiKey: values.apiKey.trim(),
    baseUrl: optional(values.baseUrl),
    model: optional(values.model),
  };
}
