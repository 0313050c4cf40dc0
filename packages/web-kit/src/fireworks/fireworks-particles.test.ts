import { describe, expect, it } from 'vitest';
import { createParticles, FIREWORKS_DURATION_MS, FIREWORKS_PARTICLE_COUNT, particleAt } from './fireworks-particles';

describe('fireworks particles', () => {
  it('defaults to 120 particles over 6 seconds', () => {
    expect(FIREWORKS_PARTICLE_COUNT).toBe(120);
    expect(FIREWORKS_DURATION_MS).toBe(6000);
    expect(createParticles(FIREWORKS_PARTICLE_COUNT, 390, 844)).toHaveLength(120);
  });

  it('every spark has faded by the end of the show, and some are still visible late in it', () => {
    const particles = createParticles(120, 390, 844, 6000, () => 0.5);
    for (const particle of particles) {
      expect(particle.delay + particle.life).toBeLessThanOrEqual(6000);
      expect(particleAt(particle, 6000.1)).toBeNull();
    }
    expect(particles.some((particle) => particleAt(particle, 5000) !== null)).toBe(true);
  });

  it('a spark starts at its burst centre and fades out', () => {
    const [first] = createParticles(1, 400, 800, 6000, () => 0.25);
    expect(particleAt(first!, 0)).toMatchObject({ x: first!.x, y: first!.y, alpha: 1 });
    expect(particleAt(first!, first!.life / 2)!.alpha).toBeCloseTo(0.5);
  });
});
