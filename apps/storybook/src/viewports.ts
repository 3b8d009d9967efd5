// The two widths the design is reviewed at, in Storybook's toolbar and in the visual baselines.
export const reviewViewports = {
  phone: { title: "Phone", type: "mobile", width: 360, height: 740 },
  desktop: { title: "Desktop", type: "desktop", width: 1280, height: 800 },
} as const;

export type ReviewViewport = keyof typeof reviewViewports;
