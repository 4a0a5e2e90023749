import type { AdminReport, ReportPriority } from "@shared/admin";
import { displayName } from "@shared/users";
import type { reports } from "../db/schema/admin";
import type { users } from "../db/schema/users";

// How a report is shown in admin's queue. Pure: reports.ts loads what it reads.

type ReportRow = typeof reports.$inferSelect;

const PRIORITY_NAMES: Record<number, ReportPriority> = { 3: "high", 2: "medium", 1: "low" };

/** What reports show beyond their rows. */
export interface ReportData {
  /** Each target ("type:id") as the queue describes it; absent when it is gone. */
  targets: ReadonlyMap<string, AdminReport["content"]>;
  /** Reporters and resolvers by id. */
  people: ReadonlyMap<string, Pick<typeof users.$inferSelect, "firstName" | "lastName" | "email" | "username">>;
  /** Open reports by target ("type:id"). */
  openCounts: ReadonlyMap<string, number>;
}

/** A reporter's or resolver's name; gone accounts are "Deleted account". */
function nameOf(data: ReportData, id: string): string {
  const person = data.people.get(id);
  if (!person) return "Deleted account";
  return person.firstName || person.lastName || person.email ? displayName(person) : (person.username ?? "User");
}

/** One report in admin's queue. */
export function presentReport(row: ReportRow, data: ReportData): AdminReport {
  const key = `${row.targetType}:${row.targetId}`;
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    content: data.targets.get(key) ?? null,
    reporter: row.reporterId ? { id: row.reporterId, name: nameOf(data, row.reporterId) } : null,
    reason: row.reason,
    details: row.details,
    priority: PRIORITY_NAMES[row.priority] ?? "low",
    reportCount: data.openCounts.get(key) ?? 0,
    status: row.status,
    resolution: row.resolution,
    resolvedBy: row.resolvedById ? nameOf(data, row.resolvedById) : null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
