// Filled in by the improve module; see packages/engine/src/improve/.
export {};
