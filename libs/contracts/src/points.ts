/**
 * Points rules (gamification-svc applies them; the web app explains them).
 * A first completion of an item earns 10 points; completing it again earns nothing.
 */
export const pointsRules = {
  welcome: 5,
  contentCompleted: 10,
  discussionCreated: 5,
  commentCreated: 2,
} as const;
