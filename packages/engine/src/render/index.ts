// Filled in by the render module; see packages/engine/src/render/.
export {};
