export { appealsRoutes } from "./appeals.routes";
