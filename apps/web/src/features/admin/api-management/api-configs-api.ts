import {
  type ApiConfig,
  type ApiConfigTestResult,
  apiConfigListSchema,
  apiConfigSchema,
  apiConfigTestResultSchema,
  type CreateApiConfigRequest,
  type UpdateApiConfigRequest,
} from '@hireproof/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, jsonQueryFn, requestJson } from '../../../lib/api-request.ts';

export const API_CONFIGS_KEY = ['/api/admin/api-configs'] as const;

/** GET /api/admin/api-configs: every AI provider configuration. */
export const apiConfigsQuery = queryOptions({
  queryKey: API_CONFIGS_KEY,
  queryFn: jsonQueryFn(apiConfigListSchema),
});

const configPath = (id: string) => `/api/admin/api-configs/${encodeURIComponent(id)}`;

export async function createApiConfig(body: CreateApiConfigRequest): Promise<ApiConfig> {
  return requestJson('POST', '/api/admin/api-configs', apiConfigSchema, body);
}

export async function updateApiConfig(id: string, body: UpdateApiConfigRequest): Promise<ApiConfig> {
  return requestJson('PUT', configPath(id), apiConfigSchema, body);
}

export async function deleteApiConfig(id: string): Promise<void> {
  await apiRequest('DELETE', configPath(id));
}

export async function testApiConfig(id: string): Promise<ApiConfigTestResult> {
  return requestJson('POST', `${configPath(id)}/test`, apiConfigTestResultSchema);
}
