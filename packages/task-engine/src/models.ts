/** Registers every model of the engine, for a service that connects before importing the engine's functions. */
import './data-access/task-solve-model.js';
import './data-access/team-task-state-model.js';
import './data-access/wrong-answer-model.js';
