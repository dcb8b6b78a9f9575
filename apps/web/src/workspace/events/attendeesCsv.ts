import type { EventRegistration } from '@plaza/core';

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused (CSV injection). */
function field(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The attendees of an event as CSV (RFC 4180, CRLF): username, first and last name, attendance, role, status and
 * when they registered.
 *
 * @example
 * const csv = attendeesCsv(registrations);
 */
export function attendeesCsv(registrations: readonly EventRegistration[]): string {
  const header = ['username', 'firstName', 'lastName', 'attendance', 'role', 'status', 'registeredAt'];
  const rows = registrations.map((r) => [
    r.userId,
    r.user.firstName,
    r.user.lastName,
    r.type,
    r.role,
    r.status,
    r.createdAt,
  ]);
  return `${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
