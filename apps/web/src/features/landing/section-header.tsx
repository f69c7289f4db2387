import { sectionHeading, sectionIntro } from './styles.ts';

/** The centred heading and one-line introduction that open a landing section; `titleId` labels the section. */
export function SectionHeader({
  titleId,
  heading,
  intro,
}: {
  titleId: string;
  heading: string;
  intro: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={titleId} className={sectionHeading}>
        {heading}
      </h2>
      <p className={sectionIntro}>{intro}</p>
    </div>
  );
}
