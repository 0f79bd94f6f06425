/** Whether a request came from the page's own script wanting JSON (fetch with Accept: application/json). */
export function wantsJson(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').includes('application/json')
}

/** A request body's form fields, or an empty set for a body that is not a form (garbage never throws). */
export async function formFields(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    return new FormData()
  }
}
