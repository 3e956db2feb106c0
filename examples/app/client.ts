// A typed client of this API, written by intake from its route table: do not edit.
// Regenerate with `npx intake client build/std/examples/app/routes.js --out examples/app/client.ts`.
import type { CallOptions, OperationTable } from 'intake/client';

/** An RFC 9457 problem document. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  /** A stable, machine-readable error code. */
  code?: string;
}

/** An RFC 9457 problem document listing the fields that broke their rules. */
export interface ValidationProblem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  /** A stable, machine-readable error code. */
  code?: string;
  /** The failed rules of each field, nested items as `field.index.subfield`. */
  errors: Record<string, Array<{
    rule: string;
    params?: Array<string>;
    message: string;
    /** Which input the error is about. */
    in?: 'body' | 'query' | 'route' | 'context';
    /** RFC 6901 pointer into the body, for `in: body`. */
    pointer?: string;
    /** The query parameter, route parameter or context key, otherwise. */
    parameter?: string;
  }>>;
  /** How many more fields failed than `errors` lists (the kernel lists `maxProblemErrors`). */
  omittedErrors?: number;
}

export interface HealthStatus {
  status: 'ok';
  database: 'ok' | 'not checked';
}

export interface TaskResource {
  id: string;
  projectId: number;
  ownerId: string;
  title: string;
  description: string | null;
  dueAt: string | null;
  checklist: Array<ChecklistEntry>;
  follows: string | null;
  done: boolean;
  createdAt: string;
}

export interface ChecklistEntry {
  text: string;
  done: boolean;
}

export interface CreateTaskV1 {
  title: string;
  /** Default when left out: `null`. */
  description?: string | null;
}

export interface TaskPage {
  data: Array<TaskResource>;
  count: number;
}

export interface CreateTask {
  title: string;
  details?: {
    /** Default when left out: `null`. */
    description?: string | null;
    /** Default when left out: `null`. */
    due?: string | null;
  };
  /** Default when left out: `[]`. */
  checklist?: Array<ChecklistItem>;
  /** Default when left out: `null`. */
  follows?: string | null;
}

export interface ChecklistItem {
  text: string;
  /** Default when left out: `false`. */
  done?: boolean;
}

export interface UpdateTask {
  title?: string;
  details?: {
    description?: string | null;
  };
  done?: boolean;
  follows?: string | null;
}

/** A `ValidationProblem` whose `errors` are keyed by the fields of one route's classes. */
export type ValidationProblemFor<Field extends string> = Omit<ValidationProblem, 'errors'> & {
  errors: Partial<Record<Field, ValidationProblem['errors'][string]>>;
};

/** Every operation: its method, path template, wire input, and answers by status. */
export interface Api {
  /** Liveness and database probe */
  health: {
    method: 'GET';
    path: '/health';
    input: {};
    args: [input?: Api['health']['input'] & CallOptions];
    data: {
      200: HealthStatus;
    };
    errors: {
      400: Problem;
      500: Problem;
      503: Problem & {
        code: 'databaseUnavailable';
      };
    };
  };
  /**
   * List the user's tasks of a project (a bare array)
   * @deprecated
   */
  'v1.tasks.index': {
    method: 'GET';
    path: '/api/v1/projects/{projectId}/tasks';
    input: {
      params: {
        projectId: number | `${number}`;
      };
      query?: {
        status?: 'open' | 'done' | 'all';
        limit?: number | `${number}`;
      };
    };
    args: [input: Api['v1.tasks.index']['input'] & CallOptions];
    data: {
      200: Array<TaskResource>;
    };
    errors: {
      400: Problem;
      401: Problem;
      404: Problem;
      422: ValidationProblemFor<'projectId' | 'ownerId' | 'status' | 'limit'>;
      500: Problem;
      503: Problem;
    };
    headers: {
      200: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      400: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      401: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string; 'www-authenticate'?: string };
      404: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      422: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      500: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      503: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
    };
  };
  /**
   * Create a task (flat v1 body)
   * @deprecated
   */
  'v1.tasks.store': {
    method: 'POST';
    path: '/api/v1/projects/{projectId}/tasks';
    input: {
      params: {
        projectId: number | `${number}`;
      };
      body: CreateTaskV1;
    };
    args: [input: Api['v1.tasks.store']['input'] & CallOptions];
    data: {
      201: TaskResource;
    };
    errors: {
      400: Problem;
      401: Problem;
      404: Problem;
      409: Problem & {
        code: 'taskTitleTaken';
      };
      413: Problem;
      415: Problem;
      422: ValidationProblemFor<'projectId' | 'ownerId' | 'title' | 'description'>;
      500: Problem;
      503: Problem;
    };
    headers: {
      201: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string; location?: string; etag?: string };
      400: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      401: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string; 'www-authenticate'?: string };
      404: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      409: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      413: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      415: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      422: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      500: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      503: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
    };
  };
  /**
   * Read one task
   * @deprecated
   */
  'v1.tasks.show': {
    method: 'GET';
    path: '/api/v1/projects/{projectId}/tasks/{taskId}';
    input: {
      params: {
        projectId: number | `${number}`;
        taskId: string;
      };
    };
    args: [input: Api['v1.tasks.show']['input'] & CallOptions];
    data: {
      200: TaskResource;
    };
    errors: {
      400: Problem;
      401: Problem;
      404: Problem & {
        code: 'taskNotFound';
      };
      422: ValidationProblemFor<'projectId' | 'taskId' | 'ownerId'>;
      500: Problem;
      503: Problem;
    };
    headers: {
      200: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      400: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      401: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string; 'www-authenticate'?: string };
      404: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      422: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      500: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
      503: { 'x-request-id'?: string; deprecation?: string; sunset?: string; link?: string };
    };
  };
  /** List the user's tasks of a project */
  'v2.tasks.index': {
    method: 'GET';
    path: '/api/v2/projects/{projectId}/tasks';
    input: {
      params: {
        projectId: number | `${number}`;
      };
      query?: {
        status?: 'open' | 'done' | 'all';
        limit?: number | `${number}`;
      };
    };
    args: [input: Api['v2.tasks.index']['input'] & CallOptions];
    data: {
      200: TaskPage;
    };
    errors: {
      400: Problem;
      401: Problem;
      404: Problem;
      422: ValidationProblemFor<'projectId' | 'ownerId' | 'status' | 'limit'>;
      500: Problem;
      503: Problem;
    };
    headers: {
      200: { 'x-request-id'?: string };
      400: { 'x-request-id'?: string };
      401: { 'x-request-id'?: string; 'www-authenticate'?: string };
      404: { 'x-request-id'?: string };
      422: { 'x-request-id'?: string };
      500: { 'x-request-id'?: string };
      503: { 'x-request-id'?: string };
    };
  };
  /** Create a task */
  'v2.tasks.store': {
    method: 'POST';
    path: '/api/v2/projects/{projectId}/tasks';
    input: {
      params: {
        projectId: number | `${number}`;
      };
      body: CreateTask;
    };
    args: [input: Api['v2.tasks.store']['input'] & CallOptions];
    data: {
      201: TaskResource;
    };
    errors: {
      400: Problem;
      401: Problem;
      404: Problem;
      409: Problem & {
        code: 'taskTitleTaken';
      };
      413: Problem;
      415: Problem;
      422: ValidationProblemFor<'projectId' | 'ownerId' | 'title' | 'description' | 'due' | 'checklist' | `checklist.${number}.text` | `checklist.${number}.done` | 'follows'>;
      500: Problem;
      503: Problem;
    };
    headers: {
      201: { 'x-request-id'?: string; location?: string; etag?: string };
      400: { 'x-request-id'?: string };
      401: { 'x-request-id'?: string; 'www-authenticate'?: string };
      404: { 'x-request-id'?: string };
      409: { 'x-request-id'?: string };
      413: { 'x-request-id'?: string };
      415: { 'x-request-id'?: string };
      422: { 'x-request-id'?: string };
      500: { 'x-request-id'?: string };
      503: { 'x-request-id'?: string };
    };
  };
  /** Read one task */
  'v2.tasks.show': {
    method: 'GET';
    path: '/api/v2/projects/{projectId}/tasks/{taskId}';
    input: {
      params: {
        projectId: number | `${number}`;
        taskId: string;
      };
    };
    args: [input: Api['v2.tasks.show']['input'] & CallOptions];
    data: {
      200: TaskResource;
      304: undefined;
    };
    errors: {
      400: Problem;
      401: Problem;
      404: Problem & {
        code: 'taskNotFound';
      };
      412: Problem;
      422: ValidationProblemFor<'projectId' | 'taskId' | 'ownerId'>;
      500: Problem;
      503: Problem;
    };
    headers: {
      200: { 'x-request-id'?: string; etag?: string };
      304: { 'x-request-id'?: string };
      400: { 'x-request-id'?: string };
      401: { 'x-request-id'?: string; 'www-authenticate'?: string };
      404: { 'x-request-id'?: string };
      412: { 'x-request-id'?: string };
      422: { 'x-request-id'?: string };
      500: { 'x-request-id'?: string };
      503: { 'x-request-id'?: string };
    };
  };
  /** Delete a task */
  'v2.tasks.destroy': {
    method: 'DELETE';
    path: '/api/v2/projects/{projectId}/tasks/{taskId}';
    input: {
      params: {
        projectId: number | `${number}`;
        taskId: string;
      };
    };
    args: [input: Api['v2.tasks.destroy']['input'] & CallOptions];
    data: {
      204: undefined;
    };
    errors: {
      400: Problem;
      401: Problem;
      404: Problem & {
        code: 'taskNotFound';
      };
      412: Problem & {
        code: 'preconditionFailed';
      };
      422: ValidationProblemFor<'projectId' | 'taskId' | 'ownerId'>;
      500: Problem;
      503: Problem;
    };
    headers: {
      204: { 'x-request-id'?: string };
      400: { 'x-request-id'?: string };
      401: { 'x-request-id'?: string; 'www-authenticate'?: string };
      404: { 'x-request-id'?: string };
      412: { 'x-request-id'?: string };
      422: { 'x-request-id'?: string };
      500: { 'x-request-id'?: string };
      503: { 'x-request-id'?: string };
    };
  };
  /** Change a task (every field optional) */
  'v2.tasks.update': {
    method: 'PATCH';
    path: '/api/v2/projects/{projectId}/tasks/{taskId}';
    input: {
      params: {
        projectId: number | `${number}`;
        taskId: string;
      };
      body?: UpdateTask;
    };
    args: [input: Api['v2.tasks.update']['input'] & CallOptions];
    data: {
      200: TaskResource;
    };
    errors: {
      400: Problem;
      401: Problem;
      404: Problem & {
        code: 'taskNotFound';
      };
      409: Problem & {
        code: 'taskTitleTaken';
      };
      412: Problem & {
        code: 'preconditionFailed';
      };
      413: Problem;
      415: Problem;
      422: ValidationProblemFor<'projectId' | 'taskId' | 'ownerId' | 'title' | 'description' | 'done' | 'follows'>;
      500: Problem;
      503: Problem;
    };
    headers: {
      200: { 'x-request-id'?: string; etag?: string };
      400: { 'x-request-id'?: string };
      401: { 'x-request-id'?: string; 'www-authenticate'?: string };
      404: { 'x-request-id'?: string };
      409: { 'x-request-id'?: string };
      412: { 'x-request-id'?: string };
      413: { 'x-request-id'?: string };
      415: { 'x-request-id'?: string };
      422: { 'x-request-id'?: string };
      500: { 'x-request-id'?: string };
      503: { 'x-request-id'?: string };
    };
  };
  'GET /health': Api['health'];
  'GET /api/v1/projects/{projectId}/tasks': Api['v1.tasks.index'];
  'POST /api/v1/projects/{projectId}/tasks': Api['v1.tasks.store'];
  'GET /api/v1/projects/{projectId}/tasks/{taskId}': Api['v1.tasks.show'];
  'GET /api/v2/projects/{projectId}/tasks': Api['v2.tasks.index'];
  'POST /api/v2/projects/{projectId}/tasks': Api['v2.tasks.store'];
  'GET /api/v2/projects/{projectId}/tasks/{taskId}': Api['v2.tasks.show'];
  'DELETE /api/v2/projects/{projectId}/tasks/{taskId}': Api['v2.tasks.destroy'];
  'PATCH /api/v2/projects/{projectId}/tasks/{taskId}': Api['v2.tasks.update'];
}

/** The runtime half: operation → [method, path template, declared statuses, declared headers]. */
export const operations = {
  health: ['GET', '/health', [200, 400, 500, 503]],
  'v1.tasks.index': ['GET', '/api/v1/projects/{projectId}/tasks', [200, 400, 401, 404, 422, 500, 503], { 200: ['x-request-id', 'deprecation', 'sunset', 'link'], 400: ['x-request-id', 'deprecation', 'sunset', 'link'], 401: ['x-request-id', 'deprecation', 'sunset', 'link', 'www-authenticate'], 404: ['x-request-id', 'deprecation', 'sunset', 'link'], 422: ['x-request-id', 'deprecation', 'sunset', 'link'], 500: ['x-request-id', 'deprecation', 'sunset', 'link'], 503: ['x-request-id', 'deprecation', 'sunset', 'link'] }],
  'v1.tasks.store': ['POST', '/api/v1/projects/{projectId}/tasks', [201, 400, 401, 404, 409, 413, 415, 422, 500, 503], { 201: ['x-request-id', 'deprecation', 'sunset', 'link', 'location', 'etag'], 400: ['x-request-id', 'deprecation', 'sunset', 'link'], 401: ['x-request-id', 'deprecation', 'sunset', 'link', 'www-authenticate'], 404: ['x-request-id', 'deprecation', 'sunset', 'link'], 409: ['x-request-id', 'deprecation', 'sunset', 'link'], 413: ['x-request-id', 'deprecation', 'sunset', 'link'], 415: ['x-request-id', 'deprecation', 'sunset', 'link'], 422: ['x-request-id', 'deprecation', 'sunset', 'link'], 500: ['x-request-id', 'deprecation', 'sunset', 'link'], 503: ['x-request-id', 'deprecation', 'sunset', 'link'] }],
  'v1.tasks.show': ['GET', '/api/v1/projects/{projectId}/tasks/{taskId}', [200, 400, 401, 404, 422, 500, 503], { 200: ['x-request-id', 'deprecation', 'sunset', 'link'], 400: ['x-request-id', 'deprecation', 'sunset', 'link'], 401: ['x-request-id', 'deprecation', 'sunset', 'link', 'www-authenticate'], 404: ['x-request-id', 'deprecation', 'sunset', 'link'], 422: ['x-request-id', 'deprecation', 'sunset', 'link'], 500: ['x-request-id', 'deprecation', 'sunset', 'link'], 503: ['x-request-id', 'deprecation', 'sunset', 'link'] }],
  'v2.tasks.index': ['GET', '/api/v2/projects/{projectId}/tasks', [200, 400, 401, 404, 422, 500, 503], { 200: ['x-request-id'], 400: ['x-request-id'], 401: ['x-request-id', 'www-authenticate'], 404: ['x-request-id'], 422: ['x-request-id'], 500: ['x-request-id'], 503: ['x-request-id'] }],
  'v2.tasks.store': ['POST', '/api/v2/projects/{projectId}/tasks', [201, 400, 401, 404, 409, 413, 415, 422, 500, 503], { 201: ['x-request-id', 'location', 'etag'], 400: ['x-request-id'], 401: ['x-request-id', 'www-authenticate'], 404: ['x-request-id'], 409: ['x-request-id'], 413: ['x-request-id'], 415: ['x-request-id'], 422: ['x-request-id'], 500: ['x-request-id'], 503: ['x-request-id'] }],
  'v2.tasks.show': ['GET', '/api/v2/projects/{projectId}/tasks/{taskId}', [200, 304, 400, 401, 404, 412, 422, 500, 503], { 200: ['x-request-id', 'etag'], 304: ['x-request-id'], 400: ['x-request-id'], 401: ['x-request-id', 'www-authenticate'], 404: ['x-request-id'], 412: ['x-request-id'], 422: ['x-request-id'], 500: ['x-request-id'], 503: ['x-request-id'] }],
  'v2.tasks.destroy': ['DELETE', '/api/v2/projects/{projectId}/tasks/{taskId}', [204, 400, 401, 404, 412, 422, 500, 503], { 204: ['x-request-id'], 400: ['x-request-id'], 401: ['x-request-id', 'www-authenticate'], 404: ['x-request-id'], 412: ['x-request-id'], 422: ['x-request-id'], 500: ['x-request-id'], 503: ['x-request-id'] }],
  'v2.tasks.update': ['PATCH', '/api/v2/projects/{projectId}/tasks/{taskId}', [200, 400, 401, 404, 409, 412, 413, 415, 422, 500, 503], { 200: ['x-request-id', 'etag'], 400: ['x-request-id'], 401: ['x-request-id', 'www-authenticate'], 404: ['x-request-id'], 409: ['x-request-id'], 412: ['x-request-id'], 413: ['x-request-id'], 415: ['x-request-id'], 422: ['x-request-id'], 500: ['x-request-id'], 503: ['x-request-id'] }],
} as const satisfies OperationTable;
