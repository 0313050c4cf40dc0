/** polish120's team status object: x_stage, start, been_to and the station flags x1–x4. No stage keys, ever. */
export interface Polish120TeamStatus {
  x_stage: number;
  start: boolean;
  start_answered: boolean;
  been_to: number[];
  x1: boolean;
  x2: boolean;
  x3: boolean;
  x4: boolean;
}
