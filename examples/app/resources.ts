// What the API answers, declared as classes so the OpenAPI document can describe the bodies
// (`.responds(200, TaskResource)`). Their rules say what each field holds; the controllers
// return plain task objects of this shape.
import { Items, Request, Validate } from 'intake';

/** One checklist entry of a task. */
export class ChecklistEntry extends Request {
  @Validate('required|string|max:200') text = '';
  @Validate('required|boolean') done = false;
}

/** A task as the API returns it. */
export class TaskResource extends Request {
  @Validate('required|uuid') id = '';
  @Validate('required|integer') projectId = 0;
  @Validate('required|string') ownerId = '';
  @Validate('required|string|max:120') title = '';
  @Validate('nullable|string|max:2000') description: string | null = null;
  @Validate('nullable|date') dueAt: Date | null = null;
  @Validate('array') @Items(ChecklistEntry) checklist: ChecklistEntry[] = [];
  /** The task this one follows (same project), or null. */
  @Validate('nullable|uuid') follows: string | null = null;
  @Validate('required|boolean') done = false;
  @Validate('required|date') createdAt: Date = new Date(0);
}

/** A page of tasks (v2 lists). */
export class TaskPage extends Request {
  @Validate('present|array') @Items(TaskResource) data: TaskResource[] = [];
  @Validate('required|integer|min_value:0') count = 0;
}

/** `GET /health`: the service answers, and so does its database (a store without one: `not checked`). */
export class HealthStatus extends Request {
  @Validate('required|in:ok') status = 'ok';
  @Validate('required|in:ok,not checked') database = 'ok';
}
