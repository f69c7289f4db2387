// Filled in by the analyze module; see packages/engine/src/analyze/.
export {};
