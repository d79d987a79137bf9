export { createMemorySlotStore, createRateGate } from "./gate";
export type { Sleep, SlotStore } from "./gate";
export { createCircuitBreaker } from "./breaker";
export type { BreakerSnapshot, CircuitBreaker } from "./breaker";
export { withRetry } from "./retry";
export { createSend } from "./send";
