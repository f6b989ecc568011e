export * from "./clients";
export * from "./comments";
export * from "./libraries";
export * from "./organizations";
export * from "./programs";
export * from "./trainers";
export * from "./users";
export * from "./workouts";
