export { SectionInfo, type SectionInfoProps } from "./SectionInfo.js";
export type { SectionTone } from "./SectionInfo.styled.js";
