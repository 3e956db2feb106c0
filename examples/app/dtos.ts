// The example's request DTOs: every source and pipeline decorator in real use.
import {
  Cast,
  Exclude,
  FromBody,
  FromContext,
  FromRoute,
  Generator,
  Group,
  type ImmutableDate,
  Items,
  Request,
  UuidGenerator,
  Validate,
} from 'intake';

/** One checklist entry inside a task body (`@Items`). */
export class ChecklistItem extends Request {
  @Validate('required|string|max:200') text = '';
  @Validate('boolean') done = false;
}

/**
 * POST /api/v2/projects/{projectId}/tasks — body:
 * `{ "title": "…", "details": { "description": "…", "due": "2026-12-01" }, "checklist": [{ "text": "…" }], "follows": "<task id>" }`
 */
export class CreateTask extends Request {
  /** A fresh id: generated, never read from input. */
  @Generator(UuidGenerator) @Group('record') id = '';
  /** From the path: `{projectId}`. */
  @FromRoute() @Cast('int') @Group('record') projectId = 0;
  /** From the Context bag, put there by the Authenticate middleware; not echoed by toArray(). */
  @FromContext('userId') @Validate('required|string') @Exclude() @Group('record') ownerId = '';
  @Validate('required|string|max:120') @Group('record') title = '';
  /** A nested body path flattened into the DTO. */
  @FromBody('details.description')
  @Validate('nullable|string|max:2000')
  @Group('record')
  description: string | null = null;
  /** Another nested path, cast to an immutable date and stored under another name. */
  @FromBody('details.due')
  @Validate('nullable|date')
  @Cast('datetime:immutable')
  @Group('record', { mapTo: 'dueAt' })
  due: ImmutableDate | null = null;
  @Items(ChecklistItem) @Group('record') checklist: ChecklistItem[] = [];
  /** Another task of this project and user that comes first: the lookup asks the database. */
  @Validate('nullable|uuid|exists:projectTasks') @Group('record') follows: string | null = null;
}

/** API v1's older, flat body: `{ "title": "…", "description": "…" }`. */
export class CreateTaskV1 extends Request {
  @Generator(UuidGenerator) @Group('record') id = '';
  @FromRoute() @Cast('int') @Group('record') projectId = 0;
  @FromContext('userId') @Validate('required|string') @Exclude() @Group('record') ownerId = '';
  @Validate('required|string|max:120') @Group('record') title = '';
  @Validate('nullable|string|max:2000') @Group('record') description: string | null = null;
}

/** PATCH /api/v2/projects/{projectId}/tasks/{taskId} — every field optional. */
export class UpdateTask extends Request {
  @FromRoute() @Cast('int') projectId = 0;
  @FromRoute() @Validate('required|uuid') taskId = '';
  @FromContext('userId') @Exclude() ownerId = '';
  @Validate('string|max:120') title?: string;
  @FromBody('details.description') @Validate('nullable|string|max:2000') description?: string | null;
  @Validate('boolean') @Cast('bool') done?: boolean;
  /** Another task of this project to follow (not this one), or null to follow none. */
  @Validate('nullable|uuid|different:taskId|exists:projectTasks') follows?: string | null;
}

/** GET /api/v2/projects/{projectId}/tasks?status=open&limit=10 — a query DTO. */
export class ListTasks extends Request {
  @FromRoute() @Cast('int') projectId = 0;
  @FromContext('userId') ownerId = '';
  @Validate('in:open,done,all') status = 'all';
  @Validate('integer|min_value:1|max_value:100') @Cast('int') limit = 20;
}

/** The `{projectId}` and `{taskId}` of a single-task route, checked. */
export class TaskAddress extends Request {
  @FromRoute() @Cast('int') projectId = 0;
  @FromRoute() @Validate('required|uuid') taskId = '';
  @FromContext('userId') ownerId = '';
}
