// Known words and phrases as a Preeti typist types them (left) and as they read in Unicode (right). Each
// row was written from the Preeti keyboard (key by key: `l` before its consonant, `{` after its syllable,
// `f` completing a half form), not from the converter's output; the right side is the word as spelt.
// Used by preeti.test.ts. One row a line: Preeti, " ⟶ ", Unicode.
const TABLE = String.raw`
g]kfn ⟶ नेपाल
;/sf/ ⟶ सरकार
u'7L ⟶ गुठी
;+:yfg ⟶ संस्थान
u'7L ;+:yfg ⟶ गुठी संस्थान
k|b]z ⟶ प्रदेश
lhNnf ⟶ जिल्ला
gu/kflnsf ⟶ नगरपालिका
ufpFkflnsf ⟶ गाउँपालिका
dxfgu/kflnsf ⟶ महानगरपालिका
j8f ⟶ वडा
sfof{no ⟶ कार्यालय
dGqfno ⟶ मन्त्रालय
;Dkbf ⟶ सम्पदा
;+:s[lt ⟶ संस्कृति
k/Dk/f ⟶ परम्परा
ljleGg ⟶ विभिन्न
;"rgf ⟶ सूचना
;dfrf/ ⟶ समाचार
n]v ⟶ लेख
sfg'g ⟶ कानुन
lgodfjnL ⟶ नियमावली
P]g ⟶ ऐन
lgb]{lzsf ⟶ निर्देशिका
;+ljwfg ⟶ संविधान
cWoIf ⟶ अध्यक्ष
pkfWoIf ⟶ उपाध्यक्ष
sfo{sf/L ⟶ कार्यकारी
lgb]{zs ⟶ निर्देशक
k|zf;g ⟶ प्रशासन
sd{rf/L ⟶ कर्मचारी
;b:o ⟶ सदस्य
;lrj ⟶ सचिव
zfvf ⟶ शाखा
zfvf sfof{no ⟶ शाखा कार्यालय
s]Gb|Lo ⟶ केन्द्रीय
;]jf ⟶ सेवा
;Dks{ ⟶ सम्पर्क
ph'/L ⟶ उजुरी
lzsfot ⟶ शिकायत
;'emfj ⟶ सुझाव
hfgsf/L ⟶ जानकारी
;fj{hlgs ⟶ सार्वजनिक
;"rgfsf] xs ⟶ सूचनाको हक
ljsf; ⟶ विकास
of]hgf ⟶ योजना
cfly{s ⟶ आर्थिक
ah]6 ⟶ बजेट
;dfh ⟶ समाज
lzIff ⟶ शिक्षा
:jf:Yo ⟶ स्वास्थ्य
s[lif ⟶ कृषि
ko{6g ⟶ पर्यटन
oftfoft ⟶ यातायात
dlxnf ⟶ महिला
afnaflnsf ⟶ बालबालिका
g]kfnL ⟶ नेपाली
efiff ⟶ भाषा
;flxTo ⟶ साहित्य
Oltxf; ⟶ इतिहास
P]ltxfl;s ⟶ ऐतिहासिक
wfld{s ⟶ धार्मिक
;f+:s[lts ⟶ सांस्कृतिक
d"lt{ ⟶ मूर्ति
dlGb/ ⟶ मन्दिर
dGlb/ ⟶ मन्दिर
u'Daf ⟶ गुम्बा
ljxf/ ⟶ विहार
rf}tf/f ⟶ चौतारा
kf6L ⟶ पाटी
w/f]x/ ⟶ धरोहर
kmf]6f] ⟶ फोटो
hfqf ⟶ जात्रा
rf8kj{ ⟶ चाडपर्व
bz}F ⟶ दशैँ
ltxf/ ⟶ तिहार
57 kj{ ⟶ छठ पर्व
tLh ⟶ तीज
OGb|hfqf ⟶ इन्द्रजात्रा
ljZjsdf{ ⟶ विश्वकर्मा
gofF jif{ ⟶ नयाँ वर्ष
Nxf];f/ ⟶ ल्होसार
a'4 ⟶ बुद्ध
a'4 hoGtL ⟶ बुद्ध जयन्ती
dxflzj/flq ⟶ महाशिवरात्रि
ljhof bzdL ⟶ विजया दशमी
3f]8]hfqf ⟶ घोडेजात्रा
/ftf] dl5Gb|gfy ⟶ रातो मछिन्द्रनाथ
ljZj ;Dkbf ⟶ विश्व सम्पदा
gfd ⟶ नाम
lznfn]v ⟶ शिलालेख
cfsfz ⟶ आकाश
kfgL ⟶ पानी
3/ ⟶ घर
dfG5] ⟶ मान्छे
lbg ⟶ दिन
/ft ⟶ रात
lxdfn ⟶ हिमाल
kxf8 ⟶ पहाड
t/fO{ ⟶ तराई
gbL ⟶ नदी
;u/dfyf ⟶ सगरमाथा
n'DlagL ⟶ लुम्बिनी
n'lDagL ⟶ लुम्बिनी
hgtf ⟶ जनता
/fli6«o ⟶ राष्ट्रिय
/fi6« ⟶ राष्ट्र
;'/Iff ⟶ सुरक्षा
Gofo ⟶ न्याय
cbfnt ⟶ अदालत
k|x/L ⟶ प्रहरी
;]gf ⟶ सेना
gLlt ⟶ नीति
lg0f{o ⟶ निर्णय
lgjf{rg ⟶ निर्वाचन
;ldlt ⟶ समिति
a}7s ⟶ बैठक
k|ltj]bg ⟶ प्रतिवेदन
kmf/d ⟶ फारम
cfj]bg ⟶ आवेदन
b/vf:t ⟶ दरखास्त
ljsf; lgdf{0f ⟶ विकास निर्माण
k'/:sf/ ⟶ पुरस्कार
;Ddfg ⟶ सम्मान
wGojfb ⟶ धन्यवाद
gd:t] ⟶ नमस्ते
:jfut ⟶ स्वागत
z'esfdgf ⟶ शुभकामना
cGt/f{li6«o ⟶ अन्तर्राष्ट्रिय
k|j]z ⟶ प्रवेश
lgMz'Ns ⟶ निःशुल्क
b'Mv ⟶ दुःख
cEof; ⟶ अभ्यास
kl/ro ⟶ परिचय
p2]Zo ⟶ उद्देश्य
;d:of ⟶ समस्या
;dfwfg ⟶ समाधान
cg'/f]w ⟶ अनुरोध
hfgsf/L u/fpg] ⟶ जानकारी गराउने
s[kof ⟶ कृपया
;Dks{ u/L ⟶ सम्पर्क गरी
ldlt ⟶ मिति
;do ⟶ समय
:yfg ⟶ स्थान
sfo{qmd ⟶ कार्यक्रम
cfof]hs ⟶ आयोजक
;xefuL ⟶ सहभागी
lj1 ⟶ विज्ञ
lj1fg ⟶ विज्ञान
1fg ⟶ ज्ञान
k|ljlw ⟶ प्रविधि
ljBfno ⟶ विद्यालय
ljZjljBfno ⟶ विश्वविद्यालय
ljBfyL{ ⟶ विद्यार्थी
lzIfs ⟶ शिक्षक
k/LIff ⟶ परीक्षा
glthf ⟶ नतिजा
kf7\oqmd ⟶ पाठ्यक्रम
ljBfyL{x? ⟶ विद्यार्थीहरु
dfgj ;+;fwg ⟶ मानव संसाधन
;+:yf ⟶ संस्था
;dIf ⟶ समक्ष
;dLIff ⟶ समीक्षा
sIff ⟶ कक्षा
/Iff ⟶ रक्षा
o'jf ⟶ युवा
a[4 ⟶ बृद्ध
c:ktfn ⟶ अस्पताल
a}+s ⟶ बैंक
?k}ofF ⟶ रुपैयाँ
¿k ⟶ रूप
?v ⟶ रुख
;+Vof ⟶ संख्या
cÍ ⟶ अङ्क
c+s ⟶ अंक
rGb| ⟶ चन्द्र
;"o{ ⟶ सूर्य
k[YjL ⟶ पृथ्वी
kmn ⟶ फल
km"n ⟶ फूल
em/gf ⟶ झरना
8f]sf] ⟶ डोको
9f]sf ⟶ ढोका
6f]n ⟶ टोल
7"nf] ⟶ ठूलो
;fgf] ⟶ सानो
/fd|f] ⟶ राम्रो
/fd|f];Fu ⟶ राम्रोसँग
k|ltlnlk ⟶ प्रतिलिपि
k|dfl0ft ⟶ प्रमाणित
k|df0fkq ⟶ प्रमाणपत्र
gful/stf ⟶ नागरिकता
x]/rfx ⟶ हेरचाह
;+/If0f ⟶ संरक्षण
hL0f{f]4f/ ⟶ जीर्णोद्धार
dd{t ⟶ मर्मत
;+/If0f tyf hL0f{f]4f/ ⟶ संरक्षण तथा जीर्णोद्धार
hUuf ⟶ जग्गा
hUuf wgL k'hf{ ⟶ जग्गा धनी पुर्जा
ef8f ⟶ भाडा
s/ ⟶ कर
/fhZj ⟶ राजश्व
cfDbfgL ⟶ आम्दानी
vr{ ⟶ खर्च
lx;fa ⟶ हिसाब
n]vfk/LIf0f ⟶ लेखापरीक्षण
dxf]T;j ⟶ महोत्सव
k|sfzg ⟶ प्रकाशन
k':ts ⟶ पुस्तक
k':tsfno ⟶ पुस्तकालय
;+u|xfno ⟶ संग्रहालय
:d/0f ⟶ स्मरण
;Demf}tf ⟶ सम्झौता
cg'dlt ⟶ अनुमति
:jLs[t ⟶ स्वीकृत
c:jLs[t ⟶ अस्वीकृत
k|ltlglw ⟶ प्रतिनिधि
kbflwsf/L ⟶ पदाधिकारी
s]Gb| ⟶ केन्द्र
If]q ⟶ क्षेत्र
Ifdtf ⟶ क्षमता
;fd'bflos ⟶ सामुदायिक
zx/L ⟶ शहरी
u|fdL0f ⟶ ग्रामीण
¿kdf ⟶ रूपमा
k|fylds ⟶ प्राथमिक
dfWolds ⟶ माध्यमिक
Ps ⟶ एक
b'O{ ⟶ दुई
tLg ⟶ तीन
rf/ ⟶ चार
kfFr ⟶ पाँच
;ft ⟶ सात
cf7 ⟶ आठ
gf} ⟶ नौ
b; ⟶ दस
@)*@ ⟶ २०८२
!@#$%^&*() ⟶ १२३४५६७८९०
@)*# ;fn ⟶ २०८३ साल
o; ;DaGwdf hfgsf/L u/fOG5 . ⟶ यस सम्बन्धमा जानकारी गराइन्छ ।
ldlt M @)*@=)!=)! ⟶ मिति ः २०८२.०१.०१
-s_ ;fdfGo ⟶ (क) सामान्य
xf] < ⟶ हो ?
u'7L ;+:yfg s]Gb|Lo sfof{no, sf7df8f}+ ⟶ गुठी संस्थान केन्द्रीय कार्यालय, काठमाडौं
g]kfn ;/sf/sf] :jfldTjdf ⟶ नेपाल सरकारको स्वामित्वमा
cfufdL a}7s ⟶ आगामी बैठक
x|:j ⟶ ह्रस्व
lrlsT;f ⟶ चिकित्सा
cf}iflw ⟶ औषधि
O{Zj/ ⟶ ईश्वर
P]Zjo{ ⟶ ऐश्वर्य
cf}Bf]lus ⟶ औद्योगिक
Clif ⟶ ऋषि
ju{ ⟶ वर्ग
ko{fj/0f ⟶ पर्यावरण
jftfj/0f ⟶ वातावरण
afF8kmfF8 ⟶ बाँडफाँड
k'mnaf/L ⟶ फुलबारी
k]m/L ⟶ फेरी
eQmk'/ ⟶ भक्तपुर
eStk'/ ⟶ भक्तपुर
qmflGt ⟶ क्रान्ति
kfl/jfl/s ⟶ पारिवारिक
nIf ⟶ लक्ष
nIo ⟶ लक्ष्य
cGtu{t ⟶ अन्तर्गत
b'u{d ⟶ दुर्गम
b'uf{ k"hf ⟶ दुर्गा पूजा
ufO{hfqf ⟶ गाईजात्रा
xf]nL ⟶ होली
nIdL k"hf ⟶ लक्ष्मी पूजा
efO{ l6sf ⟶ भाई टिका
hGdfi6dL ⟶ जन्माष्टमी
/fd gjdL ⟶ राम नवमी
la:sf hfqf ⟶ बिस्का जात्रा
s'df/L ⟶ कुमारी
kz'kltgfy ⟶ पशुपतिनाथ
:jod\e" ⟶ स्वयम्भू
af}4gfy ⟶ बौद्धनाथ
rfFu'gf/fo0f ⟶ चाँगुनारायण
x'+b}g ⟶ हुंदैन
x+'b}g ⟶ हुंदैन
x'Fb}g ⟶ हुँदैन
c+z ⟶ अंश
sf7df8f}+ ⟶ काठमाडौं
nlntk'/ ⟶ ललितपुर
kf]v/f ⟶ पोखरा
lrtjg ⟶ चितवन
lj/f6gu/ ⟶ विराटनगर
hgsk'/ ⟶ जनकपुर
a'6jn ⟶ बुटवल
w/fg ⟶ धरान
x]6f}+8f ⟶ हेटौंडा
g]kfnuGh ⟶ नेपालगन्ज
wgu9L ⟶ धनगढी
dx]Gb|gu/ ⟶ महेन्द्रनगर
Onfd ⟶ इलाम
uf]/vf ⟶ गोरखा
alb{of ⟶ बर्दिया
sLlt{k'/ ⟶ कीर्तिपुर
sfo{ ⟶ कार्य
wd{ ⟶ धर्म
kj{ ⟶ पर्व
dfu{ ⟶ मार्ग
k"j{ ⟶ पूर्व
cy{ ⟶ अर्थ
cfrfo{ ⟶ आचार्य
;jf]{Rr ⟶ सर्वोच्च
;j{f]Rr ⟶ सर्वोच्च
Joj:yf ⟶ व्यवस्था
Wofg ⟶ ध्यान
>L ⟶ श्री
>d ⟶ श्रम
k|d'v ⟶ प्रमुख
qmd ⟶ क्रम
k|lt ⟶ प्रति
lk|o ⟶ प्रिय
`;

/** The rows of the table: [Preeti, Unicode]. */
export const preetiWords: [string, string][] = TABLE.trim()
  .split('\n')
  .map((row) => {
    const [preeti, unicode] = row.split(' ⟶ ');
    return [preeti!, unicode!];
  });
