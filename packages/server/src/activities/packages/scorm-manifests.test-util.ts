/*
 * Manifests written for the tests from the SCORM CAM and IMS CP examples, each with the habits of a different
 * kind of exporter: the usual prefixes, unusual prefixes, default namespaces, no namespaces at all.
 */

/** SCORM 1.2, one SCO and one asset, the prefixes most exporters use. */
export const SCORM_12_SINGLE = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.golf12" version="1.0"
    xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="golf_org">
    <organization identifier="golf_org">
      <title>Golf Explained</title>
      <item identifier="item_1" identifierref="sco_1" isvisible="true">
        <title>Playing the Game</title>
        <adlcp:masteryscore>80</adlcp:masteryscore>
        <adlcp:datafromlms>start=1</adlcp:datafromlms>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco_1" type="webcontent" adlcp:scormtype="sco" href="shared/launch.html">
      <file href="shared/launch.html"/>
      <dependency identifierref="common"/>
    </resource>
    <resource identifier="common" type="webcontent" adlcp:scormtype="asset">
      <file href="shared/style.css"/>
    </resource>
  </resources>
</manifest>`;

/**
 * SCORM 2004 4th edition, three SCOs and an asset: the CP namespace under a prefix (`cp:`), ADL CP under `a:`,
 * sequencing under `ss:`, `xml:base` on the manifest, `resources` and a `resource`, item parameters, a hidden
 * item, nested items, and a default organization that is not the first one.
 */
export const SCORM_2004_4TH_MULTI = `<?xml version="1.0" encoding="UTF-8"?>
<cp:manifest identifier="com.example.multi" version="1"
    xmlns:cp="http://www.imsglobal.org/xsd/imscp_v1p1"
    xmlns:a="http://www.adlnet.org/xsd/adlcp_v1p3"
    xmlns:ss="http://www.imsglobal.org/xsd/imsss"
    xmlns:nav="http://www.adlnet.org/xsd/adlnav_v1p3"
    xml:base="content/">
  <cp:metadata>
    <cp:schema>ADL SCORM</cp:schema>
    <cp:schemaversion>2004 4th Edition</cp:schemaversion>
    <a:location>metadata/course.xml</a:location>
  </cp:metadata>
  <cp:organizations default="main">
    <cp:organization identifier="draft"><cp:title>Draft</cp:title></cp:organization>
    <cp:organization identifier="main">
      <cp:title>Multi SCO course</cp:title>
      <cp:item identifier="module_1">
        <cp:title>Module 1</cp:title>
        <cp:item identifier="lesson_1" identifierref="r_lesson_1" parameters="?chapter=1">
          <cp:title>Lesson 1</cp:title>
          <a:completionThreshold completedByMeasure="true" minProgressMeasure="0.8"/>
          <a:dataFromLMS>mode=a</a:dataFromLMS>
        </cp:item>
        <cp:item identifier="lesson_2" identifierref="r_lesson_2" parameters="#intro">
          <cp:title>Lesson 2</cp:title>
          <ss:sequencing><ss:controlMode choice="true" flow="true"/></ss:sequencing>
        </cp:item>
      </cp:item>
      <cp:item identifier="glossary" identifierref="r_glossary" isvisible="false">
        <cp:title>Glossary</cp:title>
      </cp:item>
      <cp:item identifier="exam" identifierref="r_exam" parameters="&amp;attempt=2">
        <cp:title>Final exam</cp:title>
      </cp:item>
      <ss:sequencing><ss:controlMode choice="true" flow="true"/></ss:sequencing>
    </cp:organization>
  </cp:organizations>
  <cp:resources xml:base="lessons/">
    <cp:resource identifier="r_lesson_1" type="webcontent" a:scormType="sco" href="one/index.html"/>
    <cp:resource identifier="r_lesson_2" type="webcontent" a:scormType="sco" xml:base="two" href="start.html?lang=en"/>
    <cp:resource identifier="r_glossary" type="webcontent" a:scormType="asset" href="glossary/terms%20list.html"/>
    <cp:resource identifier="r_exam" type="webcontent" a:scormType="sco" xml:base="/content/exam/" href="exam.html"/>
  </cp:resources>
</cp:manifest>`;

/** The files {@link SCORM_2004_4TH_MULTI} launches. */
export const SCORM_2004_4TH_FILES = [
  'content/lessons/one/index.html',
  'content/lessons/two/start.html',
  'content/lessons/glossary/terms list.html',
  'content/exam/exam.html',
  'metadata/course.xml',
];

/** SCORM 2004 3rd edition, one SCO, default namespaces as the ADL samples write them. */
export const SCORM_2004_3RD = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="third" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
    xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 3rd Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Third</title>
    <item identifier="i" identifierref="r"><title>Only lesson</title>
      <adlcp:completionThreshold>0.75</adlcp:completionThreshold>
    </item>
  </organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormType="sco" href="index.html"/></resources>
</manifest>`;

/**
 * SCORM 1.2 as older tools wrote it: no namespace on the CP elements, `adlcp:scormtype` without any
 * `xmlns:adlcp`, no `schemaversion`, a title with CDATA, and `organizations` without `default`.
 */
export const SCORM_12_NO_NAMESPACES = `<manifest identifier="old">
  <organizations>
    <organization identifier="first"><title><![CDATA[Old & plain]]></title>
      <item identifier="a" identifierref="ra"><title>Page A</title></item>
      <item identifier="b" identifierref="rb"><title>Page B</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="ra" type="webcontent" adlcp:scormtype="sco" href="a.html"/>
    <resource identifier="rb" type="webcontent" adlcp:scormtype="asset" href="b.html"/>
  </resources>
</manifest>`;

/** SCORM 1.2 whose ADL namespace is the default one on the resources (an odd but valid choice), no schemaversion. */
export const SCORM_12_DEFAULT_ADL = `<?xml version="1.0"?>
<imscp:manifest identifier="odd" xmlns:imscp="http://www.imsproject.org/xsd/imscp_rootv1p1p2">
  <imscp:organizations default="o"><imscp:organization identifier="o"><imscp:title>Odd</imscp:title>
    <imscp:item identifier="i" identifierref="r"><imscp:title>Lesson</imscp:title></imscp:item>
  </imscp:organization></imscp:organizations>
  <imscp:resources xmlns:x="http://www.adlnet.org/xsd/adlcp_rootv1p2">
    <imscp:resource identifier="r" type="webcontent" x:scormtype="sco" href="lesson.html"/>
  </imscp:resources>
</imscp:manifest>`;

/** A manifest with the SCORM 2004 namespaces but no `schemaversion`: 2004, edition unknown. */
export const SCORM_2004_NO_VERSION = SCORM_2004_3RD.replace(/<metadata>.*<\/metadata>/, '');

/** A manifest declaring `CAM 1.3`: SCORM 2004 2nd edition. */
export const SCORM_2004_2ND = SCORM_2004_3RD.replace('2004 3rd Edition', 'CAM 1.3');
