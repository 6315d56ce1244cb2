/** Who makes a change: an admin, or the demo seeder acting under its own name. */
export type Actor = { username: string };
