import { Tabs } from 'antd-mobile';

export interface PromotionClassTab {
  id: number;
  name: string;
}

/**
 * The six promotion tabs (activity/getActivityClassification). antd-mobile's Tabs: a tablist of `role="tab"`
 * items with the selected one focusable and the arrow keys moving between them; the list below is ours.
 */
export function ClassTabs({
  classes,
  value,
  onChange,
}: {
  classes: readonly PromotionClassTab[];
  value: number;
  onChange: (classId: number) => void;
}) {
  return (
    <Tabs className="promo-tabs" activeKey={String(value)} onChange={(key) => onChange(Number(key))} stretch={false}>
      {classes.map((c) => (
        <Tabs.Tab key={String(c.id)} title={c.name} />
      ))}
    </Tabs>
  );
}
