import { useSyncExternalStore } from "react";

/**
 * Topics saved to the reading list, kept in this browser until the reading list has an
 * API. Other tabs see changes through the storage event.
 */
const STORAGE_KEY = "savedTopics";
const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? "[]";
  } catch {
    return "[]";
  }
}

function parse(raw: string): number[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Saves or removes a topic; false when the browser refused to store the change. */
export function setTopicSaved(topicId: number, saved: boolean): boolean {
  const ids = parse(read()).filter((id) => id !== topicId);
  const next = saved ? [...ids, topicId] : ids;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    return false; // storage full or blocked: nothing was saved
  }
  for (const listener of listeners) listener();
  return true;
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether the topic is on this browser's reading list. */
export function useTopicSaved(topicId: number): boolean {
  // The snapshot is the raw string, so React compares it by value.
  // The server has no storage: nothing saved in its HTML and its hydration, then this browser's list.
  const raw = useSyncExternalStore(subscribe, read, () => "[]");
  return parse(raw).includes(topicId);
}
