export const FIREWORKS_PARTICLE_COUNT = 120;
export const FIREWORKS_DURATION_MS = 6000;

const PALETTE = ['#ff4d4f', '#ffc53d', '#73d13d', '#40a9ff', '#9254de', '#ff85c0', '#ffd666', '#5cdbd3'];
const BURSTS = 6;
const PARTICLE_LIFE_MS = 1800;

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  color: string;
  size: number;
  /** ms after the start when the particle appears */
  delay: number;
  life: number;
}

/**
 * The particles of one show: `count` particles in six bursts spread so that the last spark
 * fades before `durationMs` ends. Pure (takes the random source) so it can be tested.
 */
export function createParticles(
  count: number,
  width: number,
  height: number,
  durationMs: number = FIREWORKS_DURATION_MS,
  random: () => number = Math.random,
): Particle[] {
  const particles: Particle[] = [];
  const life = Math.min(PARTICLE_LIFE_MS, durationMs / 2);
  const burstGap = BURSTS > 1 ? (durationMs - life) / (BURSTS - 1) : 0;
  for (let i = 0; i < count; i += 1) {
    const burst = i % BURSTS;
    const seed = burst * 9973;
    const cx = width * (0.2 + 0.6 * ((Math.sin(seed) + 1) / 2));
    const cy = height * (0.18 + 0.3 * ((Math.cos(seed * 1.7) + 1) / 2));
    const angle = random() * Math.PI * 2;
    const speed = 1.2 + random() * 3.2;
    particles.push({
      x: cx,
      y: cy,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      color: PALETTE[Math.floor(random() * PALETTE.length)] ?? '#ffc53d',
      size: 2 + random() * 2.5,
      delay: Math.min(burst * burstGap, durationMs - life),
      life,
    });
  }
  return particles;
}

/** Where a particle is `elapsed` ms after the start (60 fps units, light gravity and drag). */
export function particleAt(particle: Particle, elapsed: number): { x: number; y: number; alpha: number } | null {
  const age = elapsed - particle.delay;
  if (age < 0 || age > particle.life) return null;
  const frames = age / 16.67;
  const drag = Math.pow(0.985, frames);
  const travel = (1 - drag) / (1 - 0.985);
  return {
    x: particle.x + particle.vx * travel,
    y: particle.y + particle.vy * travel + 0.02 * frames * frames,
    alpha: 1 - age / particle.life,
  };
}
