/**
 * The API's operations as its own OpenAPI description states them (GET /api/docs/json), for the
 * contract fuzz suite: method, path template, parameters and the JSON body's fields.
 */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** `/api/auctions/{id}` */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The JSON body's top-level fields, when the operation takes a JSON body. */
  bodyFields: string[] | null;
  /** Multipart uploads are not described in the document; their paths say so. */
  isUpload: boolean;
}

interface OpenApiParameter {
  in: string;
  name: string;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Upload routes read a multipart file part (apps/api/src/modules/uploads/read-upload.ts). */
const UPLOAD_PATH = /\/(upload-logo|upload|logo|featured-image|images|import)$/;

export function operationsOf(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content?.['application/json'];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: json ? Object.keys(json.schema?.properties ?? {}) : null,
        isUpload: method === 'post' && UPLOAD_PATH.test(path),
      });
    }
  }
  return operations;
}
