// React DOM's own scheduler, as Next bundles it (the copy React's work loop runs on): read only for
// the priority of the task in progress (src/components/visibleIsland.tsx).
declare module 'next/dist/compiled/scheduler' {
  export const unstable_UserBlockingPriority: number
  export function unstable_getCurrentPriorityLevel(): number
}
