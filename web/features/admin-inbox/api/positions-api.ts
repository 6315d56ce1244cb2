import {
  careerPositionListSchema,
  careerPositionSchema,
  type CareerPosition,
  type PositionChange,
  type PositionInput,
} from '#contracts/career-positions.ts';
import { messageSchema } from '#contracts/content/fields.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const path = '/admin/careers/positions';

/** Every post, closed ones too, in the order staff chose. */
export function listPositions(signal?: AbortSignal): Promise<CareerPosition[]> {
  return apiRequest(path, { schema: careerPositionListSchema, silent: true, signal }).then(
    (list) => list.items,
  );
}

export function addPosition(input: PositionInput) {
  return apiRequest(path, {
    method: 'POST',
    json: input,
    schema: careerPositionSchema,
    silent: true,
  });
}

/** An edit, or `{ open }` to close or reopen. */
export function changePosition(id: string, change: Partial<PositionInput> & PositionChange) {
  return apiRequest(`${path}/${id}`, {
    method: 'PATCH',
    json: change,
    schema: careerPositionSchema,
    silent: true,
  });
}

export function deletePosition(id: string) {
  return apiRequest(`${path}/${id}`, { method: 'DELETE', schema: messageSchema, silent: true });
}

export function orderPositions(ids: string[]) {
  return apiRequest(`${path}/order`, {
    method: 'PUT',
    json: { ids },
    schema: careerPositionListSchema,
    silent: true,
  });
}
