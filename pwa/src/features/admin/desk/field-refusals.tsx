/**
 * A staff form's fields the API refused (staff-api.ts `fieldMessages`): each refused field is
 * marked invalid and described by the API's message, which `said` shows under it.
 */
export function fieldRefusals(formId: string, refused: Record<string, string>) {
  return {
    refusedAt: (field: string) =>
      refused[field]
        ? { "aria-invalid": true, "aria-describedby": `${formId}-${field}` }
        : { "aria-invalid": undefined },
    said: (field: string) =>
      refused[field] ? (
        <p id={`${formId}-${field}`} className="admin-field-error">
          {refused[field]}
        </p>
      ) : null,
  };
}
